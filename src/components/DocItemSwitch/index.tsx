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
import React, {lazy, Suspense, type ReactNode} from 'react';
import DocItem, {type Props} from '@theme/DocItem';
import {isGeneratedApiDoc} from '@site/src/utils/docKind';

const ApiItem = lazy(() => import('@theme/ApiItem'));

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
