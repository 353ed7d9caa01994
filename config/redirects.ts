/**
 * Redirects from old paths (SPEC §2 "Redirects from old paths").
 * Each row says why it exists. A unit test fails when a target is not a built
 * route, so a row goes live together with the page it points to.
 *
 * SPEC rows still to come, added by the issue that creates their target:
 * ARD user guide ordering, PCM ordering example, core imagery order, basemap
 * guide, monitoring sources-events, vivid advanced 15 / standard 30,
 * rapid3d-ordering, old catalog search and gridded tutorials, sample-projects mgp-*.
 */
export type RedirectRow = {
  /** Old paths, root-relative, no trailing slash. */
  from: string[];
  /** Current route. */
  to: string;
  /** Why the old path existed and what replaced it. */
  reason: string;
};

export const redirects: RedirectRow[] = [
  {
    from: ['/docs/token-service', '/docs/authentication/guides/token-service', '/docs/guides/token-service-guide'],
    to: '/docs/authentication/guides/api-key',
    reason: 'SPEC §2: the token-service guide was folded into the API key guide.',
  },
];
