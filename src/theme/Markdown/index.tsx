/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0's Markdown (no upstream code
 * copied). Upstream parses every schema and parameter description in the
 * browser with react-markdown, remark-gfm and rehype-raw: about 100 KB gzip
 * of parser on every endpoint page. The descriptions come from our own specs,
 * so `marked` (GFM, about 13 KB gzip) renders them to the same HTML on the
 * server and in the browser. On the first page a reader loads, the server's
 * HTML is reused as a static island (src/utils/serverHtml.ts): parsing an
 * endpoint page's few hundred descriptions again during hydration cost about
 * 1.5 s of main-thread time at 4× CPU throttling. Upstream's `:::` admonition
 * syntax is not supported: scripts/lib/apiPages checks no spec uses it.
 *
 * `marked` is required when a description is first parsed, not when this
 * module loads: building its grammar cost a 150 ms task at 4× CPU throttling
 * while an endpoint page's chunk evaluated, on the first page a reader
 * loads, where every description is an island and nothing is parsed.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type * as Marked from 'marked';
import {islandAttribute, useServerHtml} from '@site/src/utils/serverHtml';
import {sourceHash} from './sourceHash';

export type Props = {children?: ReactNode; className?: string};

const hashAttribute = 'data-source-hash';

type MarkedModule = typeof Marked;
let markedModule: MarkedModule | undefined;

/** GFM to HTML. A synchronous `require`, unlike `import()`, which would make rendering wait a microtask. */
function toHtml(source: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler runs the module on first call, not on page load (see above)
  markedModule ??= require('marked') as MarkedModule;
  return markedModule.marked.parse(source, {async: false, gfm: true});
}

/** The island holds this description if the server wrote the same source hash on it. */
function holdsSource(element: Element, source: string): boolean {
  return element.getAttribute(hashAttribute) === sourceHash(source);
}

export default function Markdown({children, className}: Props): ReactNode {
  const source = typeof children === 'string' || typeof children === 'number' ? String(children) : undefined;
  const island = useServerHtml(source ?? '', holdsSource);
  if (children === undefined || children === null || children === '') return null;
  if (source === undefined) return <div className={className}>{children}</div>;
  const html = island.html ?? toHtml(source);
  const attributes = {[islandAttribute]: island.id, [hashAttribute]: sourceHash(source)};
  return <div {...attributes} className={clsx('openapi-markdown', className)} dangerouslySetInnerHTML={{__html: html}} />;
}
