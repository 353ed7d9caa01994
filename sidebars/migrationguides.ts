import type {SidebarItems} from './helpers';

export default ['migration-guides/index', 'migration-guides/sw-migration-guide'] satisfies SidebarItems;
