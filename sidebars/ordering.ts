import type {SidebarItems} from './helpers';

export default ['ordering/index'] satisfies SidebarItems;
