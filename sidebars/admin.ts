import {apiReference, guides, type SidebarItems} from './helpers';

export default [
  'admin/index',
  guides('admin', ['admin-guide', 'users', 'roles', 'scopes', 'accounts', 'products', 'activations', 'rate-tables']),
  apiReference('admin'),
] satisfies SidebarItems;
