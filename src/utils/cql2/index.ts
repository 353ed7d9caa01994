/**
 * CQL2 text ↔ CQL2 JSON for the subset the discovery API supports. Pure,
 * with one dependency (jsonc-parser, which reads the JSON editor's text): runs
 * in the browser (the CQL2 playground) and in Node (unit tests). See
 * ./types.ts for the JSON encoding choices.
 */
export {parseCql2Expression, parseCql2Text} from './parseText';
export {cql2JsonToText, formatCql2Text, formatCql2TextResult, formatPropertyName} from './toText';
export {validateCql2Json} from './validateJson';
export {parseJsonSource, offsetOfPointer} from './jsonSource';
export {formatJson} from './formatJson';
export * from './types';
export {classesUsed, cql2Classes, classUri, type Cql2Class} from './classes';
export {signature} from './functions';
export {maxDepth, maxInputLength} from './parseText';
