/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0's Markdown (no upstream code
 * copied). Upstream parses every schema and parameter description in the
 * browser with react-markdown, remark-gfm and rehype-raw: about 100 KB gzip
 * of parser on every endpoint page. The descriptions come from our own specs,
 * so `marked` (GFM, about 13 KB gzip) renders them to the same HTML on the
 * server and in the browser. Upstream's `:::` admonition syntax is not
 * supported: scripts/lib/apiPages checks no spec uses it.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {marked} from 'marked';

export type Props = {children?: ReactNode; className?: string};

export default function Markdown({children, className}: Props): ReactNode {
  if (children === undefined || children === null || children === '') return null;
  const source = typeof children === 'string' || typeof children === 'number' ? String(children) : undefined;
  if (source === undefined) return <div className={className}>{children}</div>;
  const html = marked.parse(source, {async: false, gfm: true});
  return <div className={clsx('openapi-markdown', className)} dangerouslySetInnerHTML={{__html: html}} />;
}
