import type {SidebarItems} from './helpers';

export default ['developer-tools/python-sdk/index'] satisfies SidebarItems;
