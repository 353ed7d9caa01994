import type {SidebarItems} from './helpers';

export default [
  'developer-tools/index',
  'developer-tools/api-collection',
  {type: 'link', label: 'Python SDK', href: '/docs/developer-tools/python-sdk/'},
  {type: 'link', label: 'Sample projects', href: '/sample-projects/'},
] satisfies SidebarItems;
