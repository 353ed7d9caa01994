import type {SidebarItems} from './helpers';

export default ['taskingv2/index'] satisfies SidebarItems;
