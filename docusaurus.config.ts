/**
 * Assembles the site from the typed fragments in config/. Keep logic out of
 * this file: add data to config/*.ts instead.
 */
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import {announcementBar} from './config/announcement';
import {analyticsEndpoint, isDev} from './config/env';
import {footer} from './config/footer';
import {ssrTemplate} from './config/htmlTemplate';
import {navbar} from './config/navbar';
import {tokenClassTheme} from './config/prism';
import {languageTabs, openApiConfig} from './config/openapi';
import {redirects} from './config/redirects';
import recmaMdxParts from './plugins/mdx-parts';
import remarkSampleSource from './plugins/remark-sample-source';
import rehypeTableCards from './plugins/table-cards';
import rehypeTableCodeBreaks from './plugins/table-code-breaks';
import {site} from './config/site';

const config = {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  // The page scripts run after the first paint; the template's loader shows the base-URL banner (see the file).
  ssrTemplate,
  baseUrlIssueBanner: false,

  future: {
    v4: true,
    // Every Docusaurus Faster option except Rspack's persistent cache. CI and
    // `npm run bench` build from a clean clone, where the cache only costs:
    // measured on the 2-core machine, a cold build with it took 89 s and
    // peaked at 3.5 GB; without it 82 s and 2.8 GB (and 1.2 GB less on disk).
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  // Broken links and anchors fail the build (SPEC §1, §5).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'}},
  },

  customFields: {
    siteVersion: site.version,
    // Page-view analytics endpoint; undefined means no event is sent.
    analyticsEndpoint: isDev ? undefined : analyticsEndpoint,
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is ./plugins/docs-lean below: the same plugin, lighter on every docs page.
        docs: false,
        blog: false,
        theme: {customCss: ['./src/css/custom.css']},
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // @docusaurus/plugin-content-docs without doc titles and descriptions in the version data every docs page loads.
    [
      './plugins/docs-lean/index.ts',
      {
        sidebarPath: './sidebars.ts',
        // Loads the API explorer only on generated API pages (see the component).
        docItemComponent: '@site/src/components/DocItemSwitch',
        lastVersion: 'current',
        versions: {current: {label: 'Next', path: ''}},
        showLastUpdateTime: false,
        // Sample project pages show samples/<name>/ files through empty ```source="…"``` fences.
        remarkPlugins: [remarkSampleSource],
        // Tables on a phone: long inline code in cells may wrap after _ / . and the like,
        // and a table of four or more columns reads as one card per row.
        rehypePlugins: [rehypeTableCodeBreaks, rehypeTableCards],
        // A long page's content in parts that hydration can render one at a time (the compiled MDX, same HTML).
        recmaPlugins: [recmaMdxParts],
      } satisfies DocsOptions,
    ],
    ['docusaurus-plugin-openapi-docs', {id: 'api', docsPlugin: './plugins/docs-lean/index.ts', docsPluginId: 'default', config: openApiConfig}],
    [
      '@docusaurus/plugin-client-redirects',
      // The plugin rejects unknown keys: pass rows without their `reason`.
      {redirects: redirects.map(({from, to}) => ({from, to}))} satisfies ClientRedirectsOptions,
    ],
    // Builds the search index; our SearchBar (src/theme/SearchBar) loads it lazily.
    ['./plugins/search-index/index.ts', {maxHits: 8, highlightResult: true}],
    // llms.txt and llms-full.txt at the site root, for AI assistants.
    './plugins/llms-txt/index.ts',
    // Publishes the discovery queryables (from openapi/discovery.yaml) to the CQL2 playground.
    './plugins/discovery-queryables/index.ts',
    // Records the analytics endpoint and routes for the nginx config (npm run hosting:build).
    './plugins/hosting-manifest/index.ts',
    // build/page-index.json (paths and titles) for the 404 page's suggestions; tells the home page if the journey page exists.
    './plugins/page-index/index.ts',
    // Code colors of config/prism.ts as CSS for both modes; Prism kept out of the main bundle.
    './plugins/code-highlight/index.ts',
    // Theme tabs and code blocks hydrate once instead of rendering again after hydration.
    './plugins/hydrate-once/index.ts',
    // One-line fixes to theme code that cost every page load main-thread time (each with its reason).
    './plugins/theme-patches/index.ts',
    // Route components are built when a route is first needed, not all 343 on page load.
    './plugins/lazy-routes/index.ts',
    // Route chunks named "r" + 3–4 characters instead of 8 hex digits, in every page's main.js and runtime: −3.5 KB gzip.
    './plugins/short-chunk-names/index.ts',
    // The runtime without its tables of every chunk's file: the page names its own, a file loaded after hydration the rest.
    './plugins/chunk-files/index.ts',
    // react-helmet-async on the server only; the browser's <Head> merges and writes the head with about 1 KB of its own.
    './plugins/client-head/index.ts',
    // The OpenAPI theme's stylesheet in a file of its own, loaded by the generated API pages only.
    './plugins/openapi-styles/index.ts',
    // The browser bundle's start-up in tasks of tens of milliseconds instead of one of 250–300 ms (4× CPU).
    './plugins/staged-entry/index.ts',
    // The one tslib helper @docusaurus/utils-common calls in the browser, instead of all of tslib (about 4 KB gzip).
    './plugins/tslib-lite/index.ts',
    // The browser's copy of this config without what only the build reads (HTML template, plugin list): −2.5 KB gzip.
    './plugins/client-config/index.ts',
  ] satisfies PluginConfig[],

  clientModules: [
    './src/clientModules/pageView.ts',
    './src/clientModules/searchHighlight.ts',
    './src/clientModules/scrollableTables.ts',
    './src/clientModules/codeHighlight.ts',
    './src/clientModules/idlePrefetch.ts',
  ],

  // docusaurus-theme-openapi-docs without its global stylesheet: the API pages load it (./plugins/openapi-styles).
  themes: ['./plugins/openapi-styles/theme.ts'],

  themeConfig: {
    image: 'img/social-card.svg',
    metadata: [{name: 'keywords', content: 'earth observation, satellite imagery, STAC, API, OGC'}],
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar,
    navbar,
    footer,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    prism: {
      // Class names only; the colors of both modes are CSS (./plugins/code-highlight).
      theme: tokenClassTheme,
      // json, python and yaml are built into prism-react-renderer; re-adding them costs bytes and start-up time.
      additionalLanguages: ['bash'],
    },
    languageTabs,
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
