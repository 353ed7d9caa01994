import type {SidebarItems} from './helpers';

export default ['tasking/index'] satisfies SidebarItems;
