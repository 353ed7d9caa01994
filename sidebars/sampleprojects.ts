import type {SidebarItems} from './helpers';

export default [
  {type: 'link', label: 'All sample projects', href: '/sample-projects/'},
  'sample-projects/cql-playground',
] satisfies SidebarItems;
