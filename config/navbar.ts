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
 * The navbar item types the items below use (`default`: a link, also an item
 * without a type). The site's map of item components
 * (src/theme/NavbarItem/ComponentTypes.tsx) holds these and no others, so
 * every page loads only their code; the config unit test fails on an item
 * of another type.
 */
export const navbarItemTypes = ['default', 'dropdown', 'search', 'docSidebar'] as const;
export type NavbarItemType = (typeof navbarItemTypes)[number];

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

// Dropdown items whose active pages are derived from their `to`, so the two
// cannot drift apart. The paths are plain (letters, digits, '-' and '/'), so
// they read as themselves in the regex.

/** Active on its own page only. */
const pageItem = (to: string, label: string) => ({to, label, activeBaseRegex: `^${to}$`});
/** Active on every page under `to`. */
const sectionItem = (to: string, label: string) => ({to, label, activeBaseRegex: `^${to}`});

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
      // overview lit up together with the SDK: each item names exactly the pages it owns
      // (pageItem, sectionItem above).
      pageItem('/docs/developer-tools/', 'Developer Tools Overview'),
      pageItem('/docs/developer-tools/api-collection', 'API Collection'),
      // The admin API lives in the admin area; tool builders start from its landing page.
      sectionItem('/docs/admin/', 'Account Services (Admin API)'),
      sectionItem('/docs/developer-tools/python-sdk/', 'Python SDK'),
      // The sample projects' index is outside /docs; their pages are under /docs/sample-projects/.
      {to: '/sample-projects/', label: 'Sample Projects', activeBaseRegex: '^/(docs/)?sample-projects/'},
    ],
  },
  {
    type: 'dropdown',
    label: 'Integrations',
    position: 'left',
    items: [
      pageItem('/docs/integrations/', 'Hub Integrations'),
      pageItem('/docs/integrations/qgis', 'QGIS Plugin'),
      pageItem('/docs/integrations/arcgispro', 'ArcGIS Pro Plugin'),
      pageItem('/docs/integrations/arcmap', 'ArcMap Plugin'),
    ],
  },
  {type: 'search', position: 'right'},
  {...externalLinks.hub, position: 'right'},
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
