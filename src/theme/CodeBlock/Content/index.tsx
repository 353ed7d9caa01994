/**
 * Why: on the first page a reader loads, React rendered every code block again
 * in the browser — Prism tokenizing each line, React matching each token's
 * element (2,700 of a guide page's 3,500 elements are code tokens) — and
 * Prism with its grammars was in every page's JavaScript. This wrapper keeps
 * the theme's content component but, on hydration, reuses the server's HTML
 * of the block (src/utils/serverHtml.ts); blocks rendered later (client-side
 * navigation) load the theme's component on demand
 * (src/components/LazyHighlight). Colors are CSS (plugins/code-highlight), so
 * that HTML is right in both color modes. The copy and word-wrap buttons stay
 * React: the first copies `metadata.code`; the second reaches the <pre>
 * through the ref set below.
 */
import {useLayoutEffect, useRef, type MutableRefObject, type ReactNode} from 'react';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import LazyHighlight from '@site/src/components/LazyHighlight';
import {islandAttribute, useServerHtml} from '@site/src/utils/serverHtml';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Compared without line breaks: a highlighted line is an element without one (../Line); tokens keep every other character. */
function holdsCode(element: Element, code: string): boolean {
  return element.textContent?.replace(/\r?\n/g, '') === code.replace(/\r?\n/g, '');
}

export default function ContentWrapper({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const island = useServerHtml(metadata.code, holdsCode);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // Layout effects run before the word-wrap hook's effects, which read the ref. The stock <pre> sets it
    // through its `ref` prop, which the island's HTML cannot. Docusaurus types it for React 19's types,
    // where `current` is writable; React 18's mark it read-only, though it is the same object at run time.
    const codeBlockRef = wordWrap.codeBlockRef as MutableRefObject<HTMLPreElement | null>;
    if (island.html !== null) codeBlockRef.current = ref.current?.querySelector('pre') ?? null;
  }, [island.html, wordWrap.codeBlockRef]);
  const attributes = {[islandAttribute]: island.id, className: styles.island, ref};
  if (island.html !== null) return <div {...attributes} dangerouslySetInnerHTML={{__html: island.html}} />;
  return (
    <div {...attributes}>
      <LazyHighlight className={className} code={metadata.code} preRef={wordWrap.codeBlockRef} />
    </div>
  );
}
