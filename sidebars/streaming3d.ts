import type {SidebarItems} from './helpers';

export default ['streaming-3d/index'] satisfies SidebarItems;
