/**
 * The 19 sidebars of SPEC §2. Hand-written; each API area wraps the sidebar
 * that `npm run api:gen` generates from its spec (never edit those in place).
 * Docs in no sidebar, by SPEC: contact (and later user-orders, WMS seamlines).
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import authenticationApi from './docs/authentication/api/sidebar';
import usageApi from './docs/usage/api/sidebar';
import {areas} from './src/data/areas';

type SidebarItems = SidebarsConfig[string];
type SidebarItemList = Extract<SidebarItems, unknown[]>;

/** The generated API sidebar of an area, under one "API reference" category. */
function apiReference(area: string, items: SidebarItemList) {
  return {
    type: 'category' as const,
    label: 'API reference',
    link: {type: 'generated-index' as const, slug: `/${area}/api`, title: 'API reference'},
    items,
  };
}

/** A "Guides" category listing guide doc ids in reading order. */
function guides(area: string, ids: string[]) {
  return {
    type: 'category' as const,
    label: 'Guides',
    link: {type: 'generated-index' as const, slug: `/${area}/guides`, title: 'Guides'},
    items: ids.map((id) => `${area}/guides/${id}`),
  };
}

const sidebars = {
  mgp: [
    'index',
    'api-conventions',
    {
      type: 'category',
      label: 'API areas',
      link: {type: 'generated-index', slug: '/api-areas', title: 'API areas', description: 'Every area of the platform, with its guides and API reference.'},
      items: areas.map((area) => ({type: 'link' as const, label: area.title, href: area.path})),
    },
    'release-notes',
  ],
  authentication: [
    'authentication/index',
    guides('authentication', ['api-key', 'get-a-token']),
    apiReference('authentication', authenticationApi),
  ],
  usage: ['usage/index', guides('usage', ['usage-reporting']), apiReference('usage', usageApi)],
  admin: ['admin/index'],
  analytics: ['analytics/index'],
  discovery: ['discovery/index'],
  monitoring: ['monitoring/index'],
  ordering: ['ordering/index'],
  tasking: ['tasking/index'],
  taskingv2: ['taskingv2/index'],
  streamingimagery: ['streaming-imagery/index'],
  streamingbasemap: ['streaming-basemap/index'],
  streaming3d: ['streaming-3d/index'],
  integrations: ['integrations/index', 'integrations/qgis', 'integrations/arcgispro', 'integrations/arcmap'],
  developertools: [
    'developer-tools/index',
    'developer-tools/api-collection',
    {type: 'link', label: 'Python SDK', href: '/docs/developer-tools/python-sdk/'},
    {type: 'link', label: 'Sample projects', href: '/sample-projects/'},
  ],
  sdk: ['developer-tools/python-sdk/index'],
  contentguides: ['specifications/index'],
  migrationguides: ['migration-guides/index'],
  sampleprojects: [{type: 'link', label: 'All sample projects', href: '/sample-projects/'}],
} satisfies SidebarsConfig;

export default sidebars;
