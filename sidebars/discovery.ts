import {apiReference, guides, type SidebarItems} from './helpers';

/** Reader's order: the landing page, the catalog model (concepts), the tutorials, then the API reference. */
export default [
  'discovery/index',
  guides('discovery', [
    'catalog-overview',
    'first-search',
    'filter-with-cql2',
    'paging-sorting-fields',
    'browse-images-and-image-grid',
    'mosaics-and-cutlines',
    'stereo-pairs',
    'validate-stac-objects',
  ]),
  apiReference('discovery'),
] satisfies SidebarItems;
