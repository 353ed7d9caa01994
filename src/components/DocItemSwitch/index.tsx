/**
 * Doc item component for the docs plugin (`docItemComponent`).
 *
 * Why: with `docItemComponent: '@theme/ApiItem'` every doc page, guides
 * included, ships the API explorer (about 2 MB gzip of JS). This component
 * renders the stock DocItem for hand-written docs and loads ApiItem lazily,
 * in its own chunk, only for pages the openapi plugin generated.
 *
 * Server rendering still includes API pages in full: Docusaurus renders with
 * `renderToPipeableStream` and waits for `onAllReady`, so the lazy component
 * resolves on the server; on the client the server HTML stays in place while
 * the chunk loads.
 */
import {lazy, Suspense, type ReactNode} from 'react';
import DocItem, {type Props} from '@theme/DocItem';
import {isGeneratedApiDoc} from '@site/src/utils/docKind';

const loadApiItem = () => import('@theme/ApiItem');
const ApiItem = lazy(loadApiItem);

// When the reader lands on an API page, start fetching the chunk while the
// page's own chunks load, so hydration rarely waits for it. (Generated API
// pages all live under /docs/<area>/api/.)
if (typeof window !== 'undefined' && /^\/docs\/[^/]+\/api\//.test(window.location.pathname)) {
  void loadApiItem();
}

export default function DocItemSwitch(props: Props): ReactNode {
  if (!isGeneratedApiDoc(props.content.frontMatter)) {
    return <DocItem {...props} />;
  }
  return (
    <Suspense fallback={<div className="container margin-vert--lg" aria-busy="true" />}>
      <ApiItem {...props} />
    </Suspense>
  );
}
