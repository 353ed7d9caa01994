/**
 * Static error pages in the site's look, for the statuses nginx answers
 * itself: 400 (a path the browser cannot decode) and 405 (a method other than
 * GET or HEAD). Each is build/404.html with its own title and text and without
 * the app's scripts: hydrating would render the not-found route over it. The
 * inline color-mode snippet stays (its hash is in the CSP), so dark mode holds.
 */
import * as cheerio from 'cheerio';

export type ErrorPage = {status: number; file: string; title: string; paragraphs: readonly string[]};

export const errorPages: readonly ErrorPage[] = [
  {
    status: 400,
    file: '400.html',
    title: 'Bad Request',
    paragraphs: [
      'The address of this page contains characters that cannot be read (an incomplete or invalid percent-encoding).',
      'Check the link for a cut-off or mistyped part, or start again from the documentation home.',
    ],
  },
  {
    status: 405,
    file: '405.html',
    title: 'Method Not Allowed',
    paragraphs: [
      'This site is read-only documentation: it answers GET and HEAD requests only.',
      'To call the platform, send your request to the API host named in the guide.',
    ],
  },
];

/** Renders `page` from the built 404 page. Throws when that page has no <main> to fill. */
export function renderErrorPage(notFoundHtml: string, page: ErrorPage, siteTitle: string): string {
  const $ = cheerio.load(notFoundHtml);
  const main = $('main').first();
  if (main.length === 0) throw new Error('hosting: build/404.html has no <main>; the 400 and 405 pages are made from it');
  $('script[src]').remove();
  $('link[rel="preload"][as="script"], link[rel="modulepreload"], link[rel="prefetch"]').remove();
  $('title').text(`${page.title} | ${siteTitle}`);
  $('meta[property="og:title"]').attr('content', `${page.title} | ${siteTitle}`);
  const body = $('<div class="col col--6 col--offset-3"></div>');
  body.append($('<h1 class="hero__title"></h1>').text(page.title));
  for (const text of page.paragraphs) body.append($('<p></p>').text(text));
  body.append($('<p></p>').append($('<a href="/docs/">Go to the documentation home</a>')));
  main.empty().attr('class', 'container margin-vert--xl').append($('<div class="row"></div>').append(body));
  return $.html();
}
