import type {SidebarItems} from './helpers';

export default ['monitoring/index'] satisfies SidebarItems;
