import {apiReference, guides, type SidebarItems} from './helpers';

export default ['usage/index', guides('usage', ['usage-reporting']), apiReference('usage')] satisfies SidebarItems;
