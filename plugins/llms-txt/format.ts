/**
 * llms.txt (https://llmstxt.org): an index of the docs for AI assistants, and
 * llms-full.txt with the text of every page. Pure formatting; the plugin in
 * ./index.ts collects the pages from the build.
 */
import {bundledSpecPathOf} from '../../config/openapi';
import {hosts} from '../../config/site';

export type LlmsPage = {route: string; title: string; description: string; text: string};
export type LlmsSite = {title: string; tagline: string; url: string};

export type Section = 'Overview and landing pages' | 'Guides' | 'API reference';

export function sectionOf(route: string): Section {
  if (/\/api(\/|$)/.test(route)) return 'API reference';
  if (/\/guides\//.test(route)) return 'Guides';
  return 'Overview and landing pages';
}

const absolute = (site: LlmsSite, route: string) => `${site.url.replace(/\/$/, '')}${route}`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function formatLlmsTxt(site: LlmsSite, pages: readonly LlmsPage[], specs: readonly string[]): string {
  const sections: Section[] = ['Overview and landing pages', 'Guides', 'API reference'];
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}. Developer documentation of the platform's Earth imagery APIs: discovery (STAC), ordering, tasking, monitoring, streaming, analytics, account administration, authentication and usage.`,
    '',
    `Every API is described by an OpenAPI file (listed at the end). Requests go to ${hosts.api} with an X-API-Key header or an OAuth bearer token. The full text of every page is in ${absolute(site, '/llms-full.txt')}.`,
  ];
  for (const section of sections) {
    const inSection = pages.filter((page) => sectionOf(page.route) === section);
    if (inSection.length === 0) continue;
    lines.push('', `## ${section}`, '');
    for (const page of inSection) {
      const description = oneLine(page.description);
      lines.push(`- [${oneLine(page.title)}](${absolute(site, page.route)})${description ? `: ${description}` : ''}`);
    }
  }
  lines.push('', '## OpenAPI specifications', '');
  for (const spec of specs) lines.push(`- [${spec}](${absolute(site, bundledSpecPathOf(spec))}): OpenAPI 3 description of the ${spec} API`);
  return `${lines.join('\n')}\n`;
}

export function formatLlmsFullTxt(site: LlmsSite, pages: readonly LlmsPage[]): string {
  const blocks = pages.map((page) => `# ${oneLine(page.title)}\n\nURL: ${absolute(site, page.route)}\n\n${page.text.trim()}\n`);
  return `# ${site.title} — full text\n\n${blocks.join('\n---\n\n')}`;
}
