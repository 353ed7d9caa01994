import type {SidebarItems} from './helpers';

export default ['discovery/index'] satisfies SidebarItems;
