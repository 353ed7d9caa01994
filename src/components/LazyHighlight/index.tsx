/**
 * A code block's highlighted content, rendered by the theme's component from
 * an on-demand chunk (./Highlighted, with Prism). On the first page a reader
 * loads, code blocks reuse the server's HTML instead
 * (src/theme/CodeBlock/Content), so Prism loads only when a client-side
 * navigation renders new code; `preloadHighlighter()` starts that load as
 * soon as a navigation starts (src/clientModules/codeHighlight.ts).
 *
 * Until the chunk is there, and for good if it fails to load, the code shows
 * as plain text in the same box: readable and copyable, only not colored.
 * Not React.lazy: a suspended component makes the server stream its fallback
 * and patch it with an inline script. The server loads the chunk when this
 * module loads, before any page renders, and refuses to render without it.
 */
import {useEffect, useState, type ComponentType, type MutableRefObject, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import styles from './styles.module.css';

type HighlightedType = ComponentType<{className?: string}>;

let highlighted: HighlightedType | undefined;
let loading: Promise<HighlightedType> | undefined;

/** Loads the highlighter chunk once; a failed load is tried again on the next call. */
export function preloadHighlighter(): Promise<HighlightedType> {
  loading ??= import('./Highlighted').then(
    (module) => (highlighted = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

if (!ExecutionEnvironment.canUseDOM) {
  preloadHighlighter().catch((error: unknown) => {
    console.error('[LazyHighlight] the highlighter chunk failed to load on the server', error);
  });
}

// The theme's word-wrap ref. Docusaurus types it for React 19's types (`RefObject<HTMLPreElement | null>`);
// in React 18's, the object it is at run time is a `MutableRefObject`.
type Props = {className?: string; code: string; preRef: MutableRefObject<HTMLPreElement | null>};

function PlainCode({code, preRef}: Omit<Props, 'className'>): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- as the theme's <pre>: a scrollable region must be reachable by keyboard
    <pre ref={preRef} tabIndex={0} className={`prism-code thin-scrollbar ${styles.plain}`}>
      <code>{code}</code>
    </pre>
  );
}

export default function LazyHighlight({className, code, preRef}: Props): ReactNode {
  const [Highlighted, setHighlighted] = useState<HighlightedType | undefined>(() => highlighted);
  useEffect(() => {
    if (Highlighted !== undefined) return;
    let current = true;
    preloadHighlighter().then(
      (component) => current && setHighlighted(() => component),
      (error: unknown) => console.warn('Code highlighting failed to load; the code is shown as plain text.', error),
    );
    return () => {
      current = false;
    };
  }, [Highlighted]);
  if (Highlighted !== undefined) return <Highlighted className={className} />;
  if (!ExecutionEnvironment.canUseDOM) throw new Error('[LazyHighlight] the highlighter was not loaded before server rendering');
  return <PlainCode code={code} preRef={preRef} />;
}
