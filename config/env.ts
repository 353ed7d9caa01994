/**
 * Environment flags, read once. Every other config file imports these named
 * booleans instead of reading `process.env` itself.
 */

// `docusaurus start` sets NODE_ENV=development: analytics must stay off there.
export const isDev = process.env.NODE_ENV === 'development';

// CI=true on the CI runner: used to print less and fail harder.
export const isCI = process.env.CI === 'true';

// Where page-view events are posted. Unset (the default) means nothing is sent.
export const analyticsEndpoint: string | undefined = process.env.ANALYTICS_ENDPOINT?.trim() || undefined;

/**
 * The build's timestamp, in the search files' names (SPEC §7). `npm run
 * site:build` builds in two processes (scripts/build-site.ts) and sets it for
 * both, so the names the first one bundles are the files the second writes.
 * Unset, each process uses its own start time, as docusaurus-lunr-search does.
 */
export const buildTimeEnv = 'SITE_BUILD_TIME';
const buildTimeValue = process.env[buildTimeEnv]?.trim();
if (buildTimeValue !== undefined && !/^\d{13}$/.test(buildTimeValue)) {
  throw new Error(`${buildTimeEnv}="${buildTimeValue}": expected a timestamp in milliseconds (13 digits), as Date.now() gives`);
}
export const buildTime: string = buildTimeValue ?? String(Date.now());
