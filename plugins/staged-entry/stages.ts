/**
 * What Docusaurus's client entry evaluates, in about its order, cut where a stage
 * takes a few tens of milliseconds at 4× CPU throttling; the entry itself
 * last (./stockEntry.ts). `webpackMode: "eager"` keeps each module in the
 * main bundle (no extra request): the import only decides when its code runs.
 */
import type {Stage} from './run';

export const stages: readonly Stage[] = [
  {name: 'react-dom', run: () => import(/* webpackMode: "eager" */ 'react-dom/client')},
  {name: 'router', run: () => Promise.all([import(/* webpackMode: "eager" */ 'react-helmet-async'), import(/* webpackMode: "eager" */ 'react-router-dom')])},
  // The route table before the client modules, which import it (src/clientModules/idlePrefetch.ts), and the
  // registry it imports before it. In production both hold only the page's own routes and entries, read from
  // the page (plugins/lazy-routes); the whole table and registry were two stages of 15–25 ms at 4× CPU.
  {name: 'route registry', run: () => import(/* webpackMode: "eager" */ '@generated/registry')},
  {name: 'routes', run: () => import(/* webpackMode: "eager" */ '@generated/routes')},
  {name: 'client modules', run: () => import(/* webpackMode: "eager" */ '@generated/client-modules')},
  {name: 'app', run: () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App')},
  {
    // The current route's chunks, loaded with main.js (see config/htmlTemplate.ts): their modules run here.
    name: 'route modules',
    run: async () => {
      const {default: preload} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload');
      await preload(window.location.pathname);
    },
  },
  {name: 'entry', run: () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry')},
];
