/**
 * Turns one built HTML page into search documents: one entry for the page
 * (title plus the text before its first section heading) and one per h2/h3
 * section, wherever the heading sits in the article. Unlike the stock
 * docusaurus-lunr-search scanner this also splits generated API pages, whose
 * headings are nested in wrappers, and keeps the page's introduction.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {isTag, isText, type AnyNode, type Element} from 'domhandler';

export type SearchDoc = {
  /** Section title, or the page title for the page entry. */
  title: string;
  /** 0 = page entry, 1 = section entry. */
  type: 0 | 1;
  /** Page title (section entries only). */
  pageTitle?: string;
  url: string;
  content: string;
  keywords: string;
};

/** Elements whose text is chrome, not content: these tags, and elements with one of these classes. */
const chromeTags = new Set(['script', 'style', 'noscript', 'svg', 'button', 'nav', 'footer']);
const chromeClasses = new Set([
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'pagination-nav',
  'theme-doc-breadcrumbs',
  'openapi-right-panel__container',
  'openapi-skeleton',
]);

/**
 * Checked while walking the article instead of by a selector query over it
 * first (an endpoint page has 30,000 elements): about 1 s less of the 10 s that
 * extracting the 343 built pages takes, same output.
 */
function isChrome(el: Element): boolean {
  if (chromeTags.has(el.tagName)) return true;
  const classes = el.attribs.class;
  return classes !== undefined && classes.split(/\s+/).some((name) => chromeClasses.has(name));
}

const sectionTags = new Set(['h2', 'h3']);

/** Elements whose text never runs into their neighbours' (see extractPage). */
const blockTags = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'blockquote',
  'dl',
  'dt',
  'dd',
  'section',
  'details',
  'summary',
  'figure',
  'figcaption',
]);

function normalise(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Generated API pages show "METHOD /path" as an h2: it belongs to the page's introduction. */
const endpointHeading = '.openapi__method-endpoint-path';

type Section = {title: string; anchor: string; parts: string[]};

export function extractSearchDocs(html: string, url: string): SearchDoc[] {
  return extractPage(html, url).docs;
}

function searchDocsOf($: cheerio.CheerioAPI, url: string): SearchDoc[] {
  const article = $('article')
    .filter((_, el) => $(el).find('.markdown, .theme-api-markdown').length > 0)
    .first();
  if (article.length === 0) return [];
  const h1 = article.find('h1').first();
  if (h1.length === 0) return [];
  const pageTitle = normalise(h1.text());

  const isApiPage = article.find(endpointHeading).length > 0;
  // An API page is also found by its slug (the operationId), e.g. "bulk delete api keys".
  const slugWords = isApiPage ? (url.split('/').filter(Boolean).at(-1) ?? '').replace(/-/g, ' ') : '';
  const keywords = [
    ...$('meta[name="keywords"]')
      .map((_, el) => $(el).attr('content') ?? '')
      .get(),
    slugWords,
  ]
    .join(' ')
    .replace(/,/g, ' ')
    .trim();

  const intro: string[] = [];
  const sections: Section[] = [];

  const walk = (node: AnyNode): void => {
    if (isText(node)) {
      (sections.at(-1)?.parts ?? intro).push(node.data);
      return;
    }
    if (!isTag(node)) return;
    const el = node;
    // A line-break hint inside a word (plugins/table-code-breaks) is not a word boundary.
    if (el === h1.get(0) || isChrome(el) || el.tagName === 'wbr') return;
    // Card titles on category pages are links to other pages, not sections of this one.
    if (sectionTags.has(el.tagName) && !$(el).is(endpointHeading) && $(el).closest('a.card').length === 0) {
      const anchor = $(el).attr('id') ?? $(el).find('[id]').first().attr('id') ?? '';
      sections.push({
        title: normalise($(el).text())
          .replace(/^#+|#+$/g, '')
          .trim(),
        anchor,
        parts: [],
      });
      return;
    }
    // Block boundaries become spaces so words of adjacent cells do not merge.
    if (blockTags.has(el.tagName)) (sections.at(-1)?.parts ?? intro).push(' ');
    for (const child of el.children) walk(child);
    (sections.at(-1)?.parts ?? intro).push(' ');
  };
  for (const child of article.get(0)?.children ?? []) walk(child);

  const docs: SearchDoc[] = [{title: pageTitle, type: 0, url, content: normalise(intro.join('')), keywords}];
  for (const section of sections) {
    if (!section.title) continue;
    docs.push({
      title: section.title,
      type: 1,
      pageTitle,
      url: section.anchor ? `${url}#${section.anchor}` : url,
      content: normalise(section.parts.join('')),
      keywords: '',
    });
  }
  return docs;
}

/** What the search shows or indexes about a page besides its text. */
export type PageFacts = {
  /** "METHOD /path" of a generated API page. */
  operation?: string;
  /** Names of the operation's parameters and body/response fields. */
  names: string[];
  /** The sidebar group a generated API page sits in (its tag), from the breadcrumbs. */
  group?: string;
  /** The page's meta description: a summary its author wrote. */
  description: string;
};

const httpMethods = /^(get|post|put|patch|delete|head|options)\s*(\/\S*)$/i;

function pageFactsOf($: cheerio.CheerioAPI): PageFacts {
  const article = $('article').first();
  const description = normalise($('meta[name="description"]').attr('content') ?? '');
  const endpoint = normalise(article.find('.openapi__method-endpoint').first().text());
  const match = httpMethods.exec(endpoint);
  if (!match) return {names: [], description};
  const names = new Set<string>();
  article.find('.openapi-schema__property').each((_, el) => {
    const name = normalise($(el).text());
    if (name.length > 0 && name.length < 60) names.add(name);
  });
  // Breadcrumbs: [home, area sidebar…, group, page]. The group is the one before the page.
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item')
    .map((_, el) => normalise($(el).text()))
    .get()
    .filter((text) => text.length > 0);
  const group = crumbs.length >= 2 ? crumbs.at(-2) : undefined;
  return {operation: `${(match[1] ?? '').toUpperCase()} ${match[2] ?? ''}`, names: [...names], group, description};
}

export type ExtractedHtml = {docs: SearchDoc[]; facts: PageFacts};

export function extractPage(html: string, url: string): ExtractedHtml {
  // htmlparser2 in HTML mode (cheerio's `xml` option with `xmlMode: false`):
  // about twice as fast as the default parse5 on these pages. It nests
  // elements whose optional end tag the minifier left out (`</th>`, `</li>`)
  // differently, which is why the walk above separates every block element
  // on both sides; the text is then identical to parse5's.
  const $ = cheerio.load(html, {xml: {xmlMode: false}});
  return {docs: searchDocsOf($, url), facts: pageFactsOf($)};
}

/** The built HTML file of a route, if the build has one. */
async function htmlFileOf(outDir: string, route: string): Promise<string | undefined> {
  const candidates = route.endsWith('/')
    ? [path.join(outDir, route, 'index.html')]
    : [path.join(outDir, `${route}.html`), path.join(outDir, route, 'index.html')];
  for (const file of candidates) {
    try {
      await fs.access(file);
      return file;
    } catch {
      // try the next layout
    }
  }
  return undefined;
}

/** Extracts the given routes one page at a time: only their text is kept, never the HTML or its tree. */
async function extractRoutes(outDir: string, routes: readonly string[]): Promise<Map<string, ExtractedHtml>> {
  const pages = new Map<string, ExtractedHtml>();
  for (const route of routes) {
    const file = await htmlFileOf(outDir, route);
    if (file) pages.set(route, extractPage(await fs.readFile(file, 'utf8'), route));
  }
  return pages;
}

/**
 * Docusaurus loads each plugin with its own copy of this module (jiti,
 * `requireCache: false`), so the parsed pages are kept on `globalThis` under a
 * registered symbol, where every copy finds them.
 */
const buildsKey = Symbol.for('imagery-for-developers.extractBuiltPages');
type Builds = Map<string, Promise<Map<string, ExtractedHtml>>>;
const globalBuilds = globalThis as typeof globalThis & {[buildsKey]?: Builds};
const builds: Builds = (globalBuilds[buildsKey] ??= new Map<string, Promise<Map<string, ExtractedHtml>>>());

/**
 * The text of every built page, by route. The search index and llms.txt (two
 * postBuild plugins, which Docusaurus runs concurrently) both need it: the
 * first call parses the pages and the second gets the same result. Parsing
 * them in each plugin made postBuild take 20 s instead of 12 s.
 */
export function extractBuiltPages(outDir: string, routesPaths: readonly string[]): Promise<Map<string, ExtractedHtml>> {
  const routes = [...new Set(routesPaths)].sort();
  const key = `${outDir}\n${routes.join('\n')}`;
  let pages = builds.get(key);
  if (!pages) {
    pages = extractRoutes(outDir, routes);
    builds.set(key, pages);
  }
  return pages;
}
