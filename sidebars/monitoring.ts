import {apiReference, guides, type SidebarItems} from './helpers';

export default [
  'monitoring/index',
  guides('monitoring', ['monitoring-concepts', 'create-first-monitor', 'events-and-webhooks', 'automatic-ordering']),
  apiReference('monitoring'),
] satisfies SidebarItems;
