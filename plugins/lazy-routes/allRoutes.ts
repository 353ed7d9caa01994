/**
 * Resolves once the route table (`@generated/routes`) holds every route of
 * the site. Here, in development and on the server, it always does: the
 * browser's production build resolves this module to ./pageRoutes.ts, where
 * the table starts with the page's own routes (./index.ts).
 */
export function allRoutes(): Promise<void> {
  return Promise.resolve();
}
