import type {SidebarItems} from './helpers';

export default [
  {type: 'link', label: 'All sample projects', href: '/sample-projects/'},
  'sample-projects/discovery-search',
  'sample-projects/monitoring-events',
  'sample-projects/streaming-search',
  'sample-projects/cql-playground',
] satisfies SidebarItems;
