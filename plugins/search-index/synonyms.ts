/**
 * Words readers type for the same thing the docs call otherwise. A query
 * term also matches its alternatives (scored a little lower); a term counts
 * as found when it or an alternative is found. Query-side only: no page's
 * text or keywords change.
 */
export const synonyms: Readonly<Record<string, readonly string[]>> = {
  bearer: ['token', 'oauth'],
  oauth: ['token', 'bearer'],
  jwt: ['token'],
  login: ['token', 'authenticate'],
  aoi: ['area', 'interest', 'geometry'],
  footprint: ['geometry', 'footprints'],
  footprints: ['geometry', 'footprint'],
  polygon: ['geometry'],
  expiry: ['expires', 'expire', 'expiration', 'lifetime'],
  expiration: ['expires', 'expiry'],
  throttle: ['rate', 'limit', '429'],
  throttling: ['rate', 'limit', '429'],
  quota: ['limit', 'credit'],
  cancel: ['cancellation'],
  states: ['status', 'statuses', 'lifecycle'],
  state: ['status', 'lifecycle'],
  webhook: ['notifications', 'callback'],
  s3: ['amazon'],
  gcs: ['google'],
  bucket: ['storage'],
  tile: ['tiles', 'wmts'],
  errors: ['problem', 'error'],
  pagination: ['paging', 'next'],
  cursor: ['paging', 'next'],
  cloudy: ['cloud', 'cover'],
};
