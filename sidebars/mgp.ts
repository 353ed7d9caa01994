/** 'APIs' navbar item: the overview of every API. */
import {areas} from '../config/areas';
import type {SidebarItems} from './helpers';

export default [
  'index',
  'api-conventions',
  'events',
  'api-lifecycle',
  'api-changelog',
  'end-to-end',
  {
    type: 'category',
    label: 'API areas',
    link: {type: 'generated-index', slug: '/api-areas', title: 'API areas', description: 'Every area of the platform, with its guides and API reference.'},
    items: areas.map((area) => ({type: 'link' as const, label: area.title, href: area.path})),
  },
  'release-notes',
] satisfies SidebarItems;
