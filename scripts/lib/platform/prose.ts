/**
 * Prose facts: a line or table row of a guide that names a catalog item and
 * states, with a clear label, its date, cloud cover, off-nadir angle, sun
 * elevation or GSD states the catalog's value (checkProseItemFacts): the
 * guides' words must not contradict their own examples.
 */
import {fencedBlocks} from '../contentChecks';
import {itemIdPattern, type Catalog, type CatalogItem} from './catalog';
import {factAgrees} from './itemFacts';
import type {Problem} from './problem';

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const number = String.raw`(\d+(?:\.\d+)?)`;
const degrees = String.raw`\s?(?:°|deg\b|degrees\b)`;

/**
 * Labelled values of prose: each pattern captures the number right next to its label, so "cloud 0.6%",
 * "0.6% cloud cover", "with an off-nadir angle of 24.9°", "24.9° off nadir", "sun elevation 64.5°", "GSD 0.3 m".
 * A cell's own cloud ("cell cloud 0%", "1.3% cloud in the cell") is not the scene's and does not match.
 */
const proseFactPatterns: ReadonlyArray<{fact: 'cloud_cover' | 'off_nadir' | 'sun_elevation' | 'gsd'; pattern: RegExp}> = [
  {fact: 'cloud_cover', pattern: new RegExp(String.raw`(?<!cell )\bcloud(?: cover)?(?:\s+(?:of|is|was))?:?\s*\(?${number}\s?%`, 'gi')},
  {fact: 'cloud_cover', pattern: new RegExp(String.raw`${number}\s?%\s+cloud(?: cover)?\b(?!\s+(?:in|over)\b)`, 'gi')},
  {fact: 'off_nadir', pattern: new RegExp(String.raw`\boff[-_ ]nadir(?: angle)?(?:\s+(?:of|is|was))?:?\s*\(?${number}${degrees}`, 'gi')},
  {fact: 'off_nadir', pattern: new RegExp(String.raw`${number}${degrees}\s+off[-_ ]nadir\b`, 'gi')},
  {fact: 'sun_elevation', pattern: new RegExp(String.raw`\bsun[-_ ]elevation(?: angle)?(?:\s+(?:of|is|was))?:?\s*\(?${number}${degrees}`, 'gi')},
  {fact: 'sun_elevation', pattern: new RegExp(String.raw`${number}${degrees}\s+sun[-_ ]elevation\b`, 'gi')},
  {fact: 'gsd', pattern: new RegExp(String.raw`\bGSD(?:\s+(?:of|is|was))?:?\s*\(?${number}\s?(m|cm)\b`, 'g')},
  {fact: 'gsd', pattern: new RegExp(String.raw`${number}\s?(m|cm)\s+GSD\b`, 'g')},
];

/** `2025-05-14`, `2025-05-14T10:15:32Z` or `14 May 2025`. */
const proseDatePattern = new RegExp(String.raw`\b(\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z)?)\b|\b(\d{1,2}) (${months.join('|')}) (\d{4})\b`, 'gi');
/** What may stand between an item ID and its acquisition date: separators only, or a word that says the date is the acquisition's. */
const dateGapIsLabel = (gap: string): boolean =>
  /^[\s`|(),:]*$/.test(gap) ||
  /\b(?:imaged|acquired|acquisition|taken|collected|captured|before|after)\b/i.test(gap) ||
  /\b(?:image|scene)\b[^.;]*\bfrom\s*$/i.test(gap);

/** A prose date as ISO: `14 May 2025` → `2025-05-14`. */
function isoDate(m: RegExpMatchArray): string {
  if (m[1]) return m[1];
  const month = months.indexOf((m[3] ?? '').toLowerCase()) + 1;
  return `${m[4] ?? ''}-${String(month).padStart(2, '0')}-${(m[2] ?? '').padStart(2, '0')}`;
}

export type ProseFact = {fact: 'datetime' | 'cloud_cover' | 'off_nadir' | 'sun_elevation' | 'gsd'; shown: string; value: string | number};

/** The labelled facts in a piece of text: numbers next to their label, dates whose `gap` before them qualifies. */
export function labelledFacts(text: string, dateGap: (before: string) => boolean): ProseFact[] {
  const facts: ProseFact[] = [];
  for (const {fact, pattern} of proseFactPatterns) {
    for (const m of text.matchAll(pattern)) {
      const n = Number(m[1]);
      facts.push({fact, shown: m[0], value: fact === 'gsd' && m[2] === 'cm' ? n / 100 : n});
    }
  }
  const date = [...text.matchAll(proseDatePattern)][0];
  if (date && dateGap(text.slice(0, date.index))) facts.push({fact: 'datetime', shown: date[0], value: isoDate(date)});
  return facts;
}

/** Column labels of a table header: which catalog fact a column holds, if any. */
function columnFact(header: string): ProseFact['fact'] | undefined {
  const h = header.toLowerCase();
  if (/\bcell\b/.test(h)) return undefined;
  if (/cloud/.test(h)) return 'cloud_cover';
  if (/off[-_ ]nadir/.test(h)) return 'off_nadir';
  if (/sun[-_ ]elevation/.test(h)) return 'sun_elevation';
  if (/\bgsd\b/.test(h)) return 'gsd';
  if (/\b(?:acquired|acquisition|imaged|date|datetime)\b/.test(h)) return 'datetime';
  return undefined;
}

/** The value of a table cell in a column that holds `fact`: a number (with an optional unit) or a date alone. */
function cellFact(fact: ProseFact['fact'], cell: string): ProseFact | undefined {
  const text = cell.replace(/`/g, '').trim();
  if (fact === 'datetime') {
    const date = [...text.matchAll(proseDatePattern)][0];
    return date && date[0] === text ? {fact, shown: text, value: isoDate(date)} : undefined;
  }
  const m = /^(\d+(?:\.\d+)?)\s?(%|°|m|cm)?$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  return {fact, shown: text, value: fact === 'gsd' && m[2] === 'cm' ? n / 100 : n};
}

const cellsOf = (row: string): string[] =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/** Whether a prose fact agrees with the catalog item. */
function proseFactAgrees(fact: ProseFact, item: CatalogItem): boolean {
  if (fact.fact === 'datetime') return factAgrees('datetime', fact.value, item.datetime);
  return Math.abs(Number(fact.value) - item[fact.fact]) < 1e-9;
}

/**
 * Item facts stated in the prose and tables of a hand-written page that contradict the catalog. Only what is
 * tied to one item on one line counts:
 * - a line: each item ID owns the text after it up to the next ID or the end of its sentence; in it, a value
 *   next to its label ("0.6% cloud cover", "cloud 0.6%", "off-nadir angle of 24.9°", "24.9° off nadir",
 *   "sun elevation 64.5°", "GSD 0.3 m"), and the first date if only separators or an acquisition word
 *   ("imaged", "acquired", "taken", "before", "after", "image … from") stand between the ID and it;
 * - a table row that names exactly one item ID: the cells of the columns whose header names a fact
 *   ("Scene cloud", "Off-nadir", "Acquired"; not "Cell cloud"), and labelled values in any of its cells.
 * Code blocks other than plain text output (no language, `text`, `console`, `output`) are skipped: JSON
 * blocks are checked as data, source code is not prose.
 */
export function checkProseItemFacts(file: string, text: string, catalog: Catalog): Problem[] {
  const problems: Problem[] = [];
  const lines = text.split('\n');
  const skipped = new Set<number>();
  for (const block of fencedBlocks(text)) {
    if (['', 'text', 'console', 'output'].includes(block.lang)) continue;
    const end = block.line + block.body.split('\n').length + 1;
    for (let l = block.line; l <= end; l++) skipped.add(l);
  }
  const byId = new Map(catalog.items.map((i) => [i.id, i]));
  const report = (line: number, item: CatalogItem, fact: ProseFact): void => {
    if (proseFactAgrees(fact, item)) return;
    const ours = fact.fact === 'datetime' ? item.datetime : item[fact.fact];
    problems.push({
      file,
      line,
      message: `${fact.fact} of catalog item ${item.id} is "${fact.shown}" here but ${String(ours)} in the catalog (openapi/_shared/catalog.yaml)`,
    });
  };
  let header: string[] | undefined;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (skipped.has(line)) return;
    const isRow = /^\s*\|.*\|\s*$/.test(raw);
    if (!isRow) header = undefined;
    if (isRow && /^\s*\|[\s:|-]+\|\s*$/.test(raw)) return; // the separator row
    if (isRow && header === undefined && /^\s*\|[\s:|-]+\|\s*$/.test(lines[index + 1] ?? '')) {
      header = cellsOf(raw);
      return;
    }
    const ids = [...raw.matchAll(itemIdPattern)].filter((m) => byId.has(m[0]));
    if (ids.length === 0) return;
    if (isRow && new Set(ids.map((m) => m[0])).size === 1) {
      const item = byId.get(ids[0]?.[0] ?? '') as CatalogItem;
      cellsOf(raw).forEach((cell, i) => {
        const fact = columnFact(header?.[i] ?? '');
        const value = fact ? cellFact(fact, cell) : undefined;
        if (value) report(line, item, value);
        else for (const f of labelledFacts(cell, (gap) => /\b(?:imaged|acquired|acquisition|taken|collected|captured)\b/i.test(gap))) report(line, item, f);
      });
      return;
    }
    ids.forEach((m, i) => {
      const start = m.index + m[0].length;
      const next = ids[i + 1]?.index ?? raw.length;
      const sentenceEnd = /[.;!?](?=\s|$)/.exec(raw.slice(start, next));
      const scope = raw.slice(start, sentenceEnd ? start + sentenceEnd.index : next);
      for (const fact of labelledFacts(scope, dateGapIsLabel)) report(line, byId.get(m[0]) as CatalogItem, fact);
    });
  });
  return problems;
}
