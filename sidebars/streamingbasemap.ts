import type {SidebarItems} from './helpers';

export default ['streaming-basemap/index'] satisfies SidebarItems;
