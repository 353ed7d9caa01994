/** Footer (SPEC §2 "Footer"): Support / Portal / Legal, copyright 2025, logo in two variants. */
import type {Footer} from '@docusaurus/theme-common';
import {externalLinks, site} from './site';

export const footer = {
  style: 'dark',
  logo: {
    alt: `${site.title} logo`,
    // The footer is dark ('dark' style) in both color modes, so both sources are the
    // variant drawn for dark backgrounds: the light-mode logo's dark green circle
    // had about 2:1 contrast on the footer's #303846.
    src: 'img/logo-dark.svg',
    srcDark: 'img/logo-dark.svg',
    width: 40,
    height: 40,
    href: '/',
  },
  links: [
    {
      title: 'Support',
      items: [
        {label: 'Changelog', to: '/docs/release-notes'},
        {label: 'Contact Us', to: '/docs/contact'},
        externalLinks.salesInquiries,
        externalLinks.hubStatus,
      ],
    },
    {
      title: 'Portal',
      items: [
        externalLinks.accountAdministration,
        externalLinks.appsDocumentation,
        externalLinks.discover,
        externalLinks.discoverDocumentation,
        externalLinks.hub,
      ],
    },
    {title: 'Legal', items: [externalLinks.privacy, externalLinks.terms]},
  ],
  copyright: `Copyright © ${site.copyrightYear} the platform. ${site.title} ${site.version}.`,
} satisfies Footer;
