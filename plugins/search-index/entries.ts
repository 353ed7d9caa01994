/**
 * From the extracted pages (./extract.ts, full text, shared with llms-txt) to
 * what the search ships: entries with short clean snippets, the page kind and
 * area, and only the text worth indexing. What is dropped, and why:
 * - sentences found in many entries (shared error tables, "see also" lines):
 *   they match everything and rank nothing;
 * - the tail of very long entries: the index keeps their first words, where a
 *   page says what it is about;
 * - the sections of generated API pages (Request, Responses, schemas): an
 *   operation is found by its title, method and path, summary and the names of
 *   its parameters and fields, all on its page entry.
 */
import {isGeneratedApiRoute} from '../../config/openapi';
import type {SearchDoc} from './extract';
import type {IndexInput} from './compact';
import {cleanText, tidyPunctuation} from './text';
import {docKinds, type DocKind, type StoredDoc} from './types';

/** One extracted page: its entries from extractSearchDocs plus what the HTML tells about it. */
export type ExtractedPage = {
  url: string;
  docs: SearchDoc[];
  /** Area label, and API group where there is one. */
  context: string;
  /** "METHOD /path" for an API operation page. */
  operation?: string;
  /** Parameter and field names of an API operation page. */
  names: string[];
  /** Meta description. */
  description: string;
};

/** A sentence found in at least this many entries is boilerplate. */
const boilerplateMinEntries = 4;
/** Most words indexed from one entry's text. */
const maxIndexedWords = 200;
/** Snippet length in characters. */
const snippetLength = 110;

export function kindOf(url: string): DocKind {
  if (isGeneratedApiRoute(url)) return 'API';
  if (url.startsWith('/docs/developer-tools/python-sdk')) return 'SDK';
  if (url.startsWith('/docs/specifications/')) return 'Spec';
  return 'Guide';
}

const sentences = (text: string): string[] => text.split(/(?<=[.!?:])\s+/).filter((s) => s.length > 0);

function firstWords(text: string, count: number): string {
  const words = text.split(' ');
  return words.length > count ? words.slice(0, count).join(' ') : text;
}

function shortSnippet(full: string): string {
  const text = tidyPunctuation(full);
  if (text.length <= snippetLength) return text;
  const cut = text.slice(0, snippetLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > snippetLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export type SearchEntries = {docs: StoredDoc[]; contexts: string[]; inputs: IndexInput[]};

export function buildEntries(pages: readonly ExtractedPage[]): SearchEntries {
  // Sections of API pages are left out (see above); their headings stay as page text.
  const kept = pages.map((page) => {
    if (kindOf(page.url) !== 'API') return page;
    const [first, ...rest] = page.docs;
    if (!first) return page;
    const headings = rest.map((doc) => doc.title).join(' ');
    return {...page, docs: [{...first, content: `${first.content} ${headings}`}]};
  });

  const seen = new Map<string, number>();
  for (const page of kept) {
    for (const doc of page.docs) {
      for (const sentence of new Set(sentences(cleanText(doc.content)))) seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
    }
  }
  const strip = (text: string) =>
    sentences(cleanText(text))
      .filter((sentence) => (seen.get(sentence) ?? 0) < boilerplateMinEntries)
      .join(' ');

  const contexts: string[] = [];
  const contextId = (label: string) => {
    const at = contexts.indexOf(label);
    if (at >= 0) return at;
    contexts.push(label);
    return contexts.length - 1;
  };
  const docs: StoredDoc[] = [];
  const inputs: IndexInput[] = [];
  for (const page of kept) {
    const [first, ...sections] = page.docs;
    if (!first) continue;
    const pageId = docs.length;
    const intro = strip(first.content);
    const kind = kindOf(page.url);
    docs.push({
      t: cleanText(first.title),
      u: page.url,
      c: contextId(page.context),
      k: docKinds.indexOf(kind),
      s: shortSnippet(intro),
      ...(page.operation ? {o: page.operation} : {}),
    });
    inputs.push({
      title: first.title,
      keywords: [first.keywords, page.description, page.operation ?? '', page.names.join(' ')].join(' '),
      content: firstWords(intro, maxIndexedWords),
    });
    for (const section of sections) {
      const text = strip(section.content);
      const hash = section.url.indexOf('#');
      docs.push({t: cleanText(section.title), p: pageId, a: hash >= 0 ? section.url.slice(hash + 1) : '', s: shortSnippet(text)});
      inputs.push({title: section.title, keywords: '', content: firstWords(text, maxIndexedWords)});
    }
  }
  return {docs, contexts, inputs};
}
