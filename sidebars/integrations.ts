import type {SidebarItems} from './helpers';

export default ['integrations/index', 'integrations/qgis', 'integrations/arcgispro', 'integrations/arcmap'] satisfies SidebarItems;
