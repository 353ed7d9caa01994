import type {SidebarItems} from './helpers';

export default ['specifications/index'] satisfies SidebarItems;
