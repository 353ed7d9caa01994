/**
 * Why: the browser's route table starts with the page's own routes, which the
 * server writes into every page (plugins/lazy-routes/RouteChainData.tsx);
 * Root is the one component every page renders, on the server and in the
 * browser, inside the router.
 */
import type {ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import RouteChainData from '@site/plugins/lazy-routes/RouteChainData';

type Props = WrapperProps<typeof RootType>;

export default function RootWrapper(props: Props): ReactNode {
  return (
    <>
      <Root {...props} />
      <RouteChainData />
    </>
  );
}
