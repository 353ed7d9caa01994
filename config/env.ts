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
