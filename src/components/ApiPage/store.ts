/**
 * The store the theme's schema components read on an endpoint page (content
 * type and accept tabs, oneOf/anyOf selections, the server in the endpoint
 * line). Built from the page's build-time data, the same on the server and in
 * the browser, so hydration matches. Plain Redux (2 KB) with the slice
 * swizzles of src/theme/ApiExplorer: Redux Toolkit's configureStore would add
 * about 13 KB to every endpoint page. The request editor's fuller store
 * (credentials, parameters, body; Redux Toolkit) lives in its own chunk.
 */
import {combineReducers, legacy_createStore as createStore} from 'redux';
import accept from '@theme/ApiExplorer/Accept/slice';
import contentType from '@theme/ApiExplorer/ContentType/slice';
import schemaSelection from '@theme/ApiExplorer/SchemaSelection/slice';
import server from '@theme/ApiExplorer/Server/slice';
import type {ApiSamples} from '@site/scripts/lib/apiPages/types';

const reducer = combineReducers({accept, contentType, schemaSelection, server});

export function createApiPageStore(samples: ApiSamples) {
  return createStore(reducer, {
    accept: {value: samples.accepts[0] ?? '', options: samples.accepts},
    contentType: {value: samples.contentTypes[0] ?? '', options: samples.contentTypes},
    schemaSelection: {selections: {}},
    server: {options: []},
  });
}
