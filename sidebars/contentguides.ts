import type {SidebarItems} from './helpers';

/**
 * Specifications (the 'Specifications' navbar item). Multi-page guides are
 * categories whose index page is their landing page (SPEC §5: a category
 * index page must be in a sidebar).
 */
export default [
  'specifications/index',
  {
    type: 'category',
    label: 'ARD user guide',
    link: {type: 'doc', id: 'specifications/ard-user-guide/index'},
    items: ['specifications/ard-user-guide/ard-output-files'],
  },
  'specifications/3d-elevation-guide',
  {
    type: 'category',
    label: 'Change monitoring guide',
    link: {type: 'doc', id: 'specifications/change-monitoring-guide/index'},
    items: ['specifications/change-monitoring-guide/change-monitoring-overview', 'specifications/change-monitoring-guide/change-monitoring-outputs'],
  },
] satisfies SidebarItems;
