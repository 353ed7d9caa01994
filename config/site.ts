/**
 * Site identity and every external host, defined once. Pages and config import
 * from here; no other file spells out an example.com host.
 */
import pkg from '../package.json';

export const site = {
  title: 'Imagery for developers',
  tagline: 'Earth imaging at your fingertips',
  url: 'https://developers.example.com',
  baseUrl: '/',
  /** Shown in the footer and the release notes. */
  version: pkg.version,
  copyrightYear: 2025,
} as const;

/** Hosts of the platform. All live under example.com. */
export const hosts = {
  api: 'https://api.example.com',
  account: 'https://account.example.com',
  hub: 'https://hub.example.com',
  status: 'https://status.example.com',
  apps: 'https://apps.example.com',
  discover: 'https://discover.example.com',
  www: 'https://www.example.com',
} as const;

/** The external links of the navbar and footer: each label and URL once. */
export const externalLinks = {
  hub: {label: 'Hub', href: hosts.hub},
  hubStatus: {label: 'Hub Status', href: hosts.status},
  salesInquiries: {label: 'Sales Inquiries', href: `${hosts.www}/contact-sales`},
  accountAdministration: {label: 'Account Administration', href: hosts.account},
  appsDocumentation: {label: 'Apps Documentation', href: `${hosts.apps}/docs`},
  discover: {label: 'Discover', href: hosts.discover},
  discoverDocumentation: {label: 'Discover Documentation', href: `${hosts.discover}/docs`},
  privacy: {label: 'Privacy', href: `${hosts.www}/legal/privacy`},
  terms: {label: 'Terms', href: `${hosts.www}/legal/terms`},
} as const satisfies Record<string, {label: string; href: string}>;
