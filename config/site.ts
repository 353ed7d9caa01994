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

/** Absolute external URLs the navbar and footer link to. */
export const externalLinks = {
  hub: hosts.hub,
  hubStatus: hosts.status,
  salesInquiries: `${hosts.www}/contact-sales`,
  accountAdministration: hosts.account,
  appsDocumentation: `${hosts.apps}/docs`,
  discover: hosts.discover,
  discoverDocumentation: `${hosts.discover}/docs`,
  privacy: `${hosts.www}/legal/privacy`,
  terms: `${hosts.www}/legal/terms`,
} as const;
