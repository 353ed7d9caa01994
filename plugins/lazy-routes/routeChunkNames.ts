/**
 * Every route's chunk names, keyed `${path}-${hash}` like Docusaurus's
 * routesChunkNames.json, which production builds bundle as this module instead
 * (./index.ts): the route table carries each route's names in its own entry
 * (./routesLoader.cjs) and fills this object as it is evaluated
 * (./lazyComponentCreator.ts), before anything reads it. Each route path is
 * then written once in main.js instead of twice (−3 KB gzip).
 */
import type {RouteChunkNames} from '@docusaurus/types';

const routeChunkNames: RouteChunkNames = {};

export default routeChunkNames;
