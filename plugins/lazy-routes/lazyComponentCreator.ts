/**
 * `@docusaurus/ComponentCreator` as the route table sees it (./index.ts): built
 * on first use, and in production filing each route's chunk names, which come
 * with the call (./routesLoader.cjs), where Docusaurus reads them
 * (./routeChunkNames.ts). Both in ./lazy.ts.
 */
import ComponentCreator from '@docusaurus/ComponentCreator';
import {filingCreator, lazyCreator} from './lazy';
import routeChunkNames from './routeChunkNames';

export default filingCreator(lazyCreator(ComponentCreator), routeChunkNames);
