import type {SidebarItems} from './helpers';

export default ['analytics/index'] satisfies SidebarItems;
