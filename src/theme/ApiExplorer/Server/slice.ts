/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0's Server slice (no upstream
 * code copied; same action types, JSON-string payloads and state), for the
 * reason given in ../Accept/slice.ts: no Redux Toolkit on endpoint pages.
 */
import type {ServerObject} from 'docusaurus-plugin-openapi-docs/src/openapi/types';
import type {UnknownAction} from 'redux';
import {actionCreator} from '@site/src/utils/reduxAction';

export type State = {value?: ServerObject; options: ServerObject[]};

/** Payload: a server object as JSON; the one with the same `url` is selected. */
export const setServer = actionCreator<string>('server/setServer');
/** Payload: `{"key": variable name, "value": new default}` as JSON. */
export const setServerVariable = actionCreator<string>('server/setServerVariable');

const initialState: State = {options: []};

export default function reducer(state: State | undefined = initialState, action: UnknownAction): State {
  if (setServer.match(action)) {
    const {url} = JSON.parse(action.payload) as {url?: string};
    return {...state, value: state.options.find((server) => server.url === url)};
  }
  if (setServerVariable.match(action) && state.value?.variables) {
    const {key, value} = JSON.parse(action.payload) as {key: string; value: string};
    const variable = state.value.variables[key];
    if (!variable) return state;
    return {...state, value: {...state.value, variables: {...state.value.variables, [key]: {...variable, default: value}}}};
  }
  return state;
}
