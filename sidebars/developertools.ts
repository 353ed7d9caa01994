import type {SidebarItems} from './helpers';

/** The Developer Tools dropdown of the navbar, in the same order (SPEC §2). The SDK has its own sidebar (sidebars/sdk.ts). */
export default [
  'developer-tools/index',
  'developer-tools/api-collection',
  {type: 'link', label: 'Account services (admin API)', href: '/docs/admin/'},
  {type: 'link', label: 'Python SDK', href: '/docs/developer-tools/python-sdk/'},
  {type: 'link', label: 'Sample projects', href: '/sample-projects/'},
] satisfies SidebarItems;
