import {apiReference, guides, type SidebarItems} from './helpers';

export default [
  'tasking/index',
  guides('tasking', ['first-tasking-request', 'request-limits', 'validation', 'status', 'end-use-codes']),
  apiReference('tasking'),
] satisfies SidebarItems;
