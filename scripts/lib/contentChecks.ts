/**
 * Content invariants, as pure functions (the CLI is scripts/check-content.ts):
 * - every API path named in docs or samples exists in a spec in openapi/;
 * - every ```json block parses.
 */

import {parse as parseJson, printParseErrorCode, type ParseError} from 'jsonc-parser';
import type {Code, Root as MdastRoot} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {hosts} from '../../config/site';
import {lineOf, type Problem} from './platform/problem';

export type {Problem};

/** Host every sample uses for the platform API. */
export const apiHost = hosts.api;

/**
 * An API path: a service prefix and a version segment (`/auth/v1/...`), as in
 * the specs. Doc routes (`/docs/...`) never match.
 */
const apiPathPattern = /(?<![\w.$])\/[a-z][a-z0-9-]*\/v\d+(?!\w|\.\d)(?:\/[^\s"'`)<>\]?#,;*]+)*/g;

/** Splits a path into segments, dropping empty ones and trailing punctuation. */
function segmentsOf(path: string): string[] {
  return path
    .replace(/[.:]+$/, '')
    .split('/')
    .filter(Boolean);
}

/** A concrete path matches a template when literal segments agree; `{x}` matches any segment. */
export function matchesTemplate(path: string, template: string): boolean {
  const a = segmentsOf(path);
  const b = segmentsOf(template);
  return a.length === b.length && b.every((seg, i) => /^\{[^}]+\}$/.test(seg) || seg === a[i]);
}

export function findApiPaths(text: string): Array<{path: string; index: number}> {
  // Blank out (same length, so indexes keep their lines) whole URLs of other
  // hosts (schema URLs such as .../eo/v1.1.0/schema.json are not API paths),
  // and the scheme and host of API URLs.
  const blank = (match: string) => ' '.repeat(match.length);
  const hostless = text
    .replace(/https?:\/\/(?!api\.example\.com[/:\s"'`)]|api\.example\.com$)[^\s"'`)<>\]]+/g, blank)
    .replace(/https?:\/\/api\.example\.com/g, blank);
  return [...hostless.matchAll(apiPathPattern)].map((m) => ({path: m[0], index: m.index ?? 0}));
}

/** `/auth/v1` alone names a service's base path: valid when some spec path starts with it. */
function isServiceBase(path: string, specPaths: readonly string[]): boolean {
  const segments = segmentsOf(path);
  return segments.length === 2 && specPaths.some((template) => segmentsOf(template).slice(0, 2).join('/') === segments.join('/'));
}

export function checkApiPaths(file: string, text: string, specPaths: readonly string[]): Problem[] {
  return findApiPaths(text)
    .filter(({path}) => !isServiceBase(path, specPaths))
    .filter(({path}) => !specPaths.some((template) => matchesTemplate(path, template)))
    .map(({path, index}) => ({
      file,
      line: lineOf(text, index),
      message: `API path ${path} is not defined in any spec in openapi/ — fix the path or add the operation to the spec.`,
    }));
}

export type Fence = {lang: string; meta: string; body: string; line: number};

/** Fenced code blocks (``` or ~~~, any indentation, e.g. inside <TabItem>). */
const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);
const markdownParser = unified().use(remarkParse).use(remarkFrontmatter);

/**
 * The fenced code blocks of a Markdown/MDX page, found by the same parser
 * family Docusaurus compiles pages with (remark + remark-mdx), so fences inside
 * JSX (Tabs) count and fences inside other blocks do not. Falls back to plain
 * Markdown for a page that is not valid MDX (the build reports that page).
 */
export function fencedBlocks(text: string): Fence[] {
  let tree: MdastRoot;
  try {
    tree = mdxParser.parse(text);
  } catch {
    tree = markdownParser.parse(text);
  }
  const fences: Fence[] = [];
  visit(tree, 'code', (node: Code) => {
    fences.push({lang: (node.lang ?? '').toLowerCase(), meta: node.meta ?? '', body: node.value, line: node.position?.start.line ?? 0});
  });
  return fences;
}

export function checkJsonBlocks(file: string, text: string): Problem[] {
  return (
    fencedBlocks(text)
      // A `source="samples/…"` fence is empty here: the build fills it from a file the samples test parses.
      .filter((fence) => fence.lang === 'json' && !/(^|\s)source="/.test(fence.meta))
      .flatMap((fence) => {
        // jsonc-parser in strict mode: every error with its offset, so the message names the line to fix.
        const errors: ParseError[] = [];
        parseJson(fence.body, errors, {disallowComments: true, allowTrailingComma: false, allowEmptyContent: false});
        return errors.slice(0, 1).map((error) => {
          // The fence's opening line, then the lines of the body before the error.
          const line = fence.line + 1 + (fence.body.slice(0, error.offset).match(/\n/g) ?? []).length;
          return {
            file,
            line,
            message: `JSON block does not parse: ${printParseErrorCode(error.error)}. Use strict JSON: no comments, trailing commas or "...".`,
          };
        });
      })
  );
}

/** An array of numbers only, one number per line: `[`, the numbers, `]`. */
const numberArrayOverLines = /\[\n(?:[ \t]*-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?,\n)+[ \t]*-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\n[ \t]*\]/g;

/**
 * Coordinates one number per line in a code block of a guide: the API pages
 * write a pair on one line (scripts/lib/formatJson.ts), and a guide's polygon
 * in the other layout was four times as long as the rest of its body.
 */
export function checkNumberArrays(file: string, text: string): Problem[] {
  return fencedBlocks(text).flatMap((fence) =>
    [...fence.body.matchAll(numberArrayOverLines)].map((match) => ({
      file,
      line: fence.line + 1 + (fence.body.slice(0, match.index).match(/\n/g) ?? []).length,
      message: 'An array of numbers over several lines: write it on one line, as the API pages do, such as [12.4, 41.845].',
    })),
  );
}
