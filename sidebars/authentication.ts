import {apiReference, guides, type SidebarItems} from './helpers';

export default ['authentication/index', guides('authentication', ['api-key', 'get-a-token']), apiReference('authentication')] satisfies SidebarItems;
