/**
 * Top navigation bar (SPEC §2 "Top navigation bar"), as data.
 * A unit test checks every `docId`, `sidebarId` and `to` against the site.
 * Dropdown entries use `to` (not `type: 'doc'`): the mobile menu expands a
 * dropdown when one of its items' `to` is the current page, and doc items
 * carry no `to` for that check.
 */
import type {Navbar} from '@docusaurus/theme-common';
import {areas} from './areas';
import {externalLinks, site} from './site';

type NavbarItems = NonNullable<Navbar['items']>;

/**
 * Exactly one navbar item is active on every docs page (issue 21). Each item
 * below carries an `activeBaseRegex` over the path, so the rule does not depend
 * on which sidebar a page sits in (some API pages sit in none). Areas claimed
 * by another item are left out of 'APIs': the admin API belongs to Developer
 * Tools, and specifications, integrations and developer tools have their own items.
 */
const claimedElsewhere = new Set(['admin', 'specifications', 'integrations', 'developer-tools']);
const apiAreaDirs = areas.map((area) => area.dir).filter((dir) => !claimedElsewhere.has(dir));
/** The overview pages of the 'APIs' sidebar, plus the contact page (no sidebar), then every API area. */
export const apisActiveRegex = `^/docs/(?:$|api-conventions$|api-areas$|release-notes$|contact$|events$|api-lifecycle$|api-changelog$|end-to-end$|(?:${apiAreaDirs.join('|')})/)`;

export const navbarItems = [
  // A link to the 'mgp' sidebar's first page (/docs/), not `type: 'docSidebar'`: a
  // docSidebar item is active only inside its own sidebar and ignores activeBaseRegex,
  // so no item was highlighted in the API areas.
  {to: '/docs/', label: 'APIs', position: 'left', activeBaseRegex: apisActiveRegex},
  {type: 'docSidebar', sidebarId: 'contentguides', label: 'Specifications', position: 'left'},
  {
    type: 'dropdown',
    label: 'Developer Tools',
    position: 'left',
    items: [
      // Without a regex a dropdown item is active on every path under its `to`, so the
      // overview lit up together with the SDK: each item names exactly the pages it owns.
      {to: '/docs/developer-tools/', label: 'Developer Tools Overview', activeBaseRegex: '^/docs/developer-tools/$'},
      {to: '/docs/developer-tools/api-collection', label: 'API Collection', activeBaseRegex: '^/docs/developer-tools/api-collection$'},
      // The admin API lives in the admin area; tool builders start from its landing page.
      {to: '/docs/admin/', label: 'Account Services (Admin API)', activeBaseRegex: '^/docs/admin/'},
      {to: '/docs/developer-tools/python-sdk/', label: 'Python SDK', activeBaseRegex: '^/docs/developer-tools/python-sdk/'},
      {to: '/sample-projects/', label: 'Sample Projects', activeBaseRegex: '^/(docs/)?sample-projects/'},
    ],
  },
  {
    type: 'dropdown',
    label: 'Integrations',
    position: 'left',
    items: [
      {to: '/docs/integrations/', label: 'Hub Integrations', activeBaseRegex: '^/docs/integrations/$'},
      {to: '/docs/integrations/qgis', label: 'QGIS Plugin', activeBaseRegex: '^/docs/integrations/qgis$'},
      {to: '/docs/integrations/arcgispro', label: 'ArcGIS Pro Plugin', activeBaseRegex: '^/docs/integrations/arcgispro$'},
      {to: '/docs/integrations/arcmap', label: 'ArcMap Plugin', activeBaseRegex: '^/docs/integrations/arcmap$'},
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
