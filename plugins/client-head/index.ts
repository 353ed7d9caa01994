/**
 * react-helmet-async only on the server.
 *
 * Docusaurus's `<Head>` is react-helmet-async's `Helmet`: on the server it
 * collects the tags each page asks for into the HTML; in the browser it
 * updates the head after each navigation. In every page's main.js it was
 * about 5 KB gzip for the second job alone: merging what nested `<Head>`s
 * ask for and writing the difference (./Helmet.tsx and its two modules do
 * it in about 1; the guide's first-load JavaScript went down by 3.8 KB).
 *
 * In the production browser build, `react-helmet-async` resolves to
 * ./Helmet.tsx, which does that second job with react-helmet-async's merge
 * rules (./headTags.ts) and DOM updates (./applyHead.ts). The server build,
 * and development, keep react-helmet-async. A browser test compares the head
 * after client navigations with the one the server wrote for each page.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function clientHeadPlugin(context: LoadContext): Plugin {
  return {
    name: 'client-head',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {resolve: {alias: {'react-helmet-async$': path.join(context.siteDir, 'plugins', 'client-head', 'Helmet.tsx')}}};
    },
  };
}
