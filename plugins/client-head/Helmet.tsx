/**
 * `react-helmet-async` in the production browser build (./index.ts): the
 * `Helmet` that Docusaurus's `<Head>` renders, and a `HelmetProvider` that
 * only renders its children. Each `<Head>` files what its children ask for
 * (./headTags.ts) under the order it first rendered in; after a change, the
 * next animation frame writes the merged head (./applyHead.ts), as
 * react-helmet-async does by default.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {applyHead} from './applyHead';
import {headProps, mergeHead, type HeadProps} from './headTags';

const mounted = new Map<number, HeadProps>();
let nextOrder = 0;
let frame: number | undefined;

function scheduleUpdate(): void {
  frame ??= requestAnimationFrame(() => {
    frame = undefined;
    applyHead(document, mergeHead([...mounted.entries()].sort(([a], [b]) => a - b).map(([, props]) => props)));
  });
}

export function Helmet({children}: {children?: ReactNode}): null {
  // Render order, as react-helmet-async counts it: parents before children, a <Head> mounted later after all others.
  const [order] = useState(() => nextOrder++);
  const props = headProps(children);
  const key = JSON.stringify(props);
  useEffect(() => {
    mounted.set(order, JSON.parse(key) as HeadProps);
    scheduleUpdate();
    return () => {
      mounted.delete(order);
      scheduleUpdate();
    };
  }, [order, key]);
  return null;
}

export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}
