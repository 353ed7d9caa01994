/**
 * Page-view analytics (SPEC §7): one event per route change when the path
 * changes — not on hash or query changes. Nothing is stored in cookies or
 * storage; with no endpoint configured nothing is sent.
 */
export type RouteLocation = {pathname: string; search?: string; hash?: string};

export type PageViewEvent = {
  type: 'page_view';
  path: string;
  /** Path the reader came from inside the site; null on the first page. */
  previousPath: string | null;
  title: string;
  /** Milliseconds since the epoch, from the reader's clock. */
  timestamp: number;
};

export function isNewPageView(location: RouteLocation, previous: RouteLocation | null): boolean {
  return previous === null || previous.pathname !== location.pathname;
}

export function pageViewEvent(location: RouteLocation, previous: RouteLocation | null, title: string, now: number): PageViewEvent {
  return {type: 'page_view', path: location.pathname, previousPath: previous?.pathname ?? null, title, timestamp: now};
}

/** Sends the event as a beacon; returns whether anything was sent. */
export type Transport = (endpoint: string, body: string) => boolean;

export function reportPageView(
  endpoint: string | undefined,
  location: RouteLocation,
  previous: RouteLocation | null,
  title: string,
  transport: Transport,
  now: number = Date.now(),
): boolean {
  if (!endpoint || !isNewPageView(location, previous)) return false;
  return transport(endpoint, JSON.stringify(pageViewEvent(location, previous, title, now)));
}
