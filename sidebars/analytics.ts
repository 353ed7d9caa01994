import {apiReference, guides, type SidebarItems} from './helpers';

export default [
  'analytics/index',
  guides('analytics', ['overview', 'url-formation', 'ipe-scripts', 'monitoring', 'vector-analytics']),
  {
    type: 'category',
    label: 'Parameter descriptions',
    link: {type: 'generated-index', slug: '/analytics/guides/parameters', title: 'Parameter descriptions'},
    items: ['parameters-bands', 'parameters-collect-id', 'parameters-crs', 'parameters-interpolation'].map((id) => `analytics/guides/${id}`),
  },
  {
    type: 'category',
    label: 'Examples',
    link: {type: 'generated-index', slug: '/analytics/guides/examples', title: 'Examples'},
    items: ['example-gdal', 'example-openlayers', 'example-qgis'].map((id) => `analytics/guides/${id}`),
  },
  apiReference('analytics'),
] satisfies SidebarItems;
