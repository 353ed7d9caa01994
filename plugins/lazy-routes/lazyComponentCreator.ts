/** `@docusaurus/ComponentCreator` as the route table sees it (./index.ts): built on first use (./lazy.ts). */
import ComponentCreator from '@docusaurus/ComponentCreator';
import {lazyCreator} from './lazy';

export default lazyCreator(ComponentCreator);
