import type {SidebarItems} from './helpers';

export default ['migration-guides/index'] satisfies SidebarItems;
