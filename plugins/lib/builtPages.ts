/**
 * Helpers for plugins that add data to the built pages after the build
 * (postBuild): plugins/lazy-routes (the route chain's registry entries) and
 * plugins/chunk-files (the page's chunk files). Each writes a JSON block
 * before `</body>`, outside the app's root, which the browser reads by id.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Every HTML file under `dir`. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/**
 * The page with `data` as a JSON block of this id before `</body>`, instead
 * of any block of the id it had (a page written twice keeps one). `<` is
 * escaped, so no text in the data can end the script element.
 */
export function withJsonBlock(page: string, id: string, data: unknown, owner: string): string {
  const html = page.replace(new RegExp(`<script[^>]*\\bid=["']?${id}["']?[^>]*>[^<]*</script>`, 'g'), '');
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error(`[${owner}] a page to get its #${id} block has no </body>`);
  const block = `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  return `${html.slice(0, end)}${block}${html.slice(end)}`;
}

/**
 * Replaces a built page in one step: other plugins read the pages meanwhile
 * (search index, page index), and each sees the page before or after, never half.
 */
export function rewritePage(file: string, html: string, owner: string): void {
  const next = `${file}.${owner}`;
  fs.writeFileSync(next, html);
  fs.renameSync(next, file);
}
