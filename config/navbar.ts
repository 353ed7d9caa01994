/**
 * Top navigation bar (SPEC §2 "Top navigation bar"), as data.
 * A unit test checks every `docId`, `sidebarId` and `to` against the site.
 * Dropdown entries use `to` (not `type: 'doc'`): the mobile menu expands a
 * dropdown when one of its items' `to` is the current page, and doc items
 * carry no `to` for that check.
 */
import type {Navbar} from '@docusaurus/theme-common';
import {externalLinks, site} from './site';

type NavbarItems = NonNullable<Navbar['items']>;

export const navbarItems = [
  {type: 'docSidebar', sidebarId: 'mgp', label: 'APIs', position: 'left'},
  {type: 'docSidebar', sidebarId: 'contentguides', label: 'Specifications', position: 'left'},
  {
    type: 'dropdown',
    label: 'Developer Tools',
    position: 'left',
    items: [
      {to: '/docs/developer-tools/', label: 'Developer Tools Overview'},
      {to: '/docs/developer-tools/api-collection', label: 'API Collection'},
      // The admin API lives in the admin area; tool builders start from its landing page.
      {to: '/docs/admin/', label: 'Account Services (Admin API)'},
      {to: '/docs/developer-tools/python-sdk/', label: 'Python SDK'},
      {to: '/sample-projects/', label: 'Sample Projects', activeBaseRegex: '^/(docs/)?sample-projects/'},
    ],
  },
  {
    type: 'dropdown',
    label: 'Integrations',
    position: 'left',
    items: [
      {to: '/docs/integrations/', label: 'Hub Integrations'},
      {to: '/docs/integrations/qgis', label: 'QGIS Plugin'},
      {to: '/docs/integrations/arcgispro', label: 'ArcGIS Pro Plugin'},
      {to: '/docs/integrations/arcmap', label: 'ArcMap Plugin'},
    ],
  },
  {type: 'search', position: 'right'},
  {href: externalLinks.hub, label: 'Hub', position: 'right'},
] satisfies NavbarItems;

export const navbar = {
  title: site.title,
  hideOnScroll: true,
  logo: {
    alt: `${site.title} logo`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: navbarItems,
} satisfies Navbar;
