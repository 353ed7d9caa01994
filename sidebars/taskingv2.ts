import {apiReference, guides, type SidebarItems} from './helpers';

export default [
  'taskingv2/index',
  guides('taskingv2', ['first-tasking-request', 'fastview', 'flexview', 'whats-changed-from-v1', 'request-limits', 'validation', 'status', 'end-use-codes']),
  apiReference('taskingv2'),
] satisfies SidebarItems;
