/**
 * The request editor's initial state, from the operation: accept and content
 * types, servers, parameters prefilled with their documented examples, the
 * credentials form. Nothing comes from storage, so the editor always opens on
 * the documented request (the samples above it show the same one).
 */
import type {AuthState} from '@theme/ApiExplorer/Authorization/slice';
import type {RootState} from '@theme/ApiItem/store';
import type {ApiItem} from 'docusaurus-plugin-openapi-docs/src/types';

export type ExplorerOperation = NonNullable<ApiItem>;
/**
 * The fields of an OpenAPI parameter that the prefill reads and writes. Not
 * derived from RootState: the theme's slice types reach this project through
 * @theme/ aliases that do not all resolve, so they would be error types here.
 */
type Param = {
  in: string;
  example?: unknown;
  examples?: Record<string, {value?: unknown}>;
  schema?: {default?: unknown; example?: unknown};
  value?: unknown;
};
type Params = Record<'path' | 'query' | 'header' | 'cookie', Param[]>;

function prefill(param: Param): Param {
  const named = param.examples && typeof param.examples === 'object' ? Object.values(param.examples)[0] : undefined;
  const value = param.schema?.default ?? param.example ?? param.schema?.example ?? named?.value;
  return value === undefined ? param : {...param, value};
}

export function initialEditorState(api: ExplorerOperation, auth: AuthState): RootState {
  const accepts = Object.entries(api.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .flatMap(([, response]) => Object.keys((response as {content?: object}).content ?? {}));
  const contentTypes = Object.keys(api.requestBody?.content ?? {});
  const params: Params = {path: [], query: [], header: [], cookie: []};
  for (const param of (api.parameters ?? []) as Param[]) {
    params[param.in as keyof Params]?.push(prefill(param));
  }
  // RootState is the store's own type (an unresolved one here, see Param): the
  // return type is where this state becomes the store's; no further cast.
  return {
    accept: {value: accepts[0] ?? '', options: accepts},
    contentType: {value: contentTypes[0] ?? '', options: contentTypes},
    server: {value: api.servers?.[0], options: api.servers ?? []},
    response: {value: undefined},
    body: {type: 'empty'},
    params,
    auth,
    schemaSelection: {selections: {}},
    encodingSelection: {},
  };
}
