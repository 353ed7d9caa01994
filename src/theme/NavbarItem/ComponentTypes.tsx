/**
 * Ejected, because a map cannot be wrapped: the components of the navbar item
 * types config/navbar.ts uses (`navbarItemTypes`), and no others. The theme's
 * map imports all nine types, so every page's main.js carried the locale
 * dropdown, the two docs-version items and the doc and HTML items, which this
 * site does not use. The config unit test fails on an item of a type missing
 * here, and the theme's NavbarItem fails the build on one.
 */
import type {ComponentType} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type {NavbarItemType} from '@site/config/navbar';

const ComponentTypes = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  search: SearchNavbarItem,
  docSidebar: DocSidebarNavbarItem,
} satisfies Record<NavbarItemType, ComponentType<never>>;

export default ComponentTypes;
