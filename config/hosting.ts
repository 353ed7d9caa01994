/**
 * Production hosting (issue 19): the data the nginx configuration is generated
 * from by `npm run hosting:build` (scripts/hosting/). Security headers, the base
 * Content-Security-Policy (script hashes are added from the built HTML), cache
 * rules, precompression and content types. Edit here, never in generated files.
 */

/** One Content-Security-Policy directive → its sources, in order. */
export type CspDirectives = Record<string, readonly string[]>;

export type CacheRule = {
  /** Root-relative path prefix the rule applies to. */
  prefix: string;
  cacheControl: string;
  /** Why these files may be cached that way. */
  reason: string;
};

export type HostingConfig = {
  /** Sent on every response, errors and redirects included (`add_header … always`). */
  securityHeaders: Record<string, string>;
  /**
   * CSP without the script hashes: `script-src` gets one `'sha256-…'` per
   * distinct inline script of the built pages. Scripts never get 'unsafe-inline'.
   */
  csp: CspDirectives;
  /** First matching prefix wins; anything else gets `defaultCacheControl`. */
  cacheRules: readonly CacheRule[];
  /** HTML, sitemap, search index, downloads, llms.txt: revalidate every time (ETag → 304). */
  defaultCacheControl: string;
  precompress: {
    /** File extensions (no dot) worth compressing; others (images, fonts) already are. */
    extensions: readonly string[];
    /** Files smaller than this are not worth a compressed copy. */
    minBytes: number;
    /** Also write `.br` files, served by Debian's libnginx-mod-http-brotli-static. */
    brotli: boolean;
    /** Brotli quality (0–11) for files up to `largeFileBytes`, and above it (11 is ~10× slower than 9 on MB-sized files for ~10% less). */
    brotliQuality: number;
    largeFileBytes: number;
    largeFileBrotliQuality: number;
  };
  /** Content type per file extension (no dot). The generator fails on a built file whose extension is missing. */
  contentTypes: Record<string, string>;
  /** Text types sent with `; charset=utf-8`. */
  utf8Types: readonly string[];
  /** Methods the site answers; any other gets 405. */
  allowedMethods: readonly string[];
};

export const hosting = {
  securityHeaders: {
    // Two years, subdomains too: every host of the site is served over HTTPS.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The docs use none of these browser features.
    'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  },
  csp: {
    'default-src': ["'self'"],
    // + one 'sha256-…' per distinct inline script (Docusaurus's color-mode and announcement-bar snippets).
    'script-src': ["'self'"],
    // React and the OpenAPI theme set style attributes; inline styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Infima and the OpenAPI theme use data: URIs for icons.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // + the origin of ANALYTICS_ENDPOINT when it is on another host.
    'connect-src': ["'self'"],
    // The search index may be queried in a Web Worker (bundled file, or a blob: URL).
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  },
  cacheRules: [
    {
      prefix: '/assets/',
      cacheControl: 'public, max-age=31536000, immutable',
      reason: 'Docusaurus puts a content hash in every file name under assets/: a change is a new URL.',
    },
  ],
  defaultCacheControl: 'no-cache',
  precompress: {
    extensions: ['html', 'css', 'js', 'mjs', 'json', 'map', 'svg', 'txt', 'xml', 'yaml', 'yml', 'ico', 'webmanifest'],
    minBytes: 256,
    brotli: true,
    brotliQuality: 11,
    largeFileBytes: 1024 * 1024,
    largeFileBrotliQuality: 9,
  },
  contentTypes: {
    html: 'text/html',
    css: 'text/css',
    js: 'application/javascript',
    mjs: 'application/javascript',
    json: 'application/json',
    map: 'application/json',
    webmanifest: 'application/manifest+json',
    txt: 'text/plain',
    md: 'text/markdown',
    xml: 'application/xml',
    yaml: 'application/yaml',
    yml: 'application/yaml',
    svg: 'image/svg+xml',
    png: 'image/png',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    ico: 'image/x-icon',
    woff: 'font/woff',
    woff2: 'font/woff2',
    ttf: 'font/ttf',
    pdf: 'application/pdf',
    zip: 'application/zip',
    geojson: 'application/geo+json',
    py: 'text/plain',
    ts: 'text/plain',
    sh: 'text/plain',
  },
  utf8Types: [
    'text/html',
    'text/css',
    'text/plain',
    'text/markdown',
    'application/javascript',
    'application/json',
    'application/xml',
    'application/yaml',
    'image/svg+xml',
    'application/geo+json',
    'application/manifest+json',
  ],
  allowedMethods: ['GET', 'HEAD'],
} satisfies HostingConfig;
