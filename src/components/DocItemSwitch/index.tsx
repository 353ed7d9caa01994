/**
 * Doc item component for the docs plugin (`docItemComponent`).
 *
 * Hand-written docs and the API area's info and tag pages render the stock
 * DocItem. Generated endpoint pages carry their own layout and build-time
 * samples as named exports of their MDX module (written by `api:gen`, see
 * scripts/lib/apiPages/rewritePage.ts); Docusaurus attaches those to
 * `props.content`. The layout therefore loads with the page's own chunks:
 * guides never download it, and an endpoint page never waits on a lazy chunk
 * that could fail after the server HTML was shown.
 */
import type {ComponentType, ReactNode} from 'react';
import DocItem, {type Props} from '@theme/DocItem';
import {endpointPageOf} from '@site/src/utils/docKind';

export default function DocItemSwitch(props: Props): ReactNode {
  const endpoint = endpointPageOf(props.content);
  if (!endpoint) return <DocItem {...props} />;
  const Layout = endpoint.layout as ComponentType<Props & {samples: typeof endpoint.samples}>;
  return <Layout {...props} samples={endpoint.samples} />;
}
