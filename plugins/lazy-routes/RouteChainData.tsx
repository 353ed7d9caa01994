/**
 * Writes the page's route chain (./chain.ts) into the page as JSON, where the
 * browser's route table starts from it (./pageRoutes.ts). The server renders
 * it from the site's table; the browser renders the text it finds in the
 * page, so hydration sees the same element, and never changes it. Production
 * only: development has no server render and keeps the whole table.
 */
import {useState, type ReactNode} from 'react';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {useLocation} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {chainScriptId, chainsJson, pageChains} from './chain';

export default function RouteChainData(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [json] = useState(() =>
    ExecutionEnvironment.canUseDOM
      ? (document.getElementById(chainScriptId)?.textContent ?? null)
      : chainsJson(pageChains(routes, pathname, routesChunkNames, siteConfig.baseUrl)),
  );
  if (process.env.NODE_ENV !== 'production' || json === null) return null;
  return <script type="application/json" id={chainScriptId} dangerouslySetInnerHTML={{__html: json}} />;
}
