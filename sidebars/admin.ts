import type {SidebarItems} from './helpers';

export default ['admin/index'] satisfies SidebarItems;
