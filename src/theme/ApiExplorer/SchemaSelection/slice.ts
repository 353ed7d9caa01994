/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0's SchemaSelection slice (the
 * oneOf/anyOf tab chosen per schema path; no upstream code copied, same
 * action types, payloads and state), for the reason given in
 * ../Accept/slice.ts: no Redux Toolkit on endpoint pages.
 */
import type {UnknownAction} from 'redux';
import {actionCreator} from '@site/src/utils/reduxAction';

export type State = {selections: Record<string, number>};

export const setSchemaSelection = actionCreator<{path: string; index: number}>('schemaSelection/setSchemaSelection');
export const clearSchemaSelections = actionCreator<undefined>('schemaSelection/clearSchemaSelections');

const initialState: State = {selections: {}};

export default function reducer(state: State | undefined = initialState, action: UnknownAction): State {
  if (setSchemaSelection.match(action)) {
    return {selections: {...state.selections, [action.payload.path]: action.payload.index}};
  }
  return clearSchemaSelections.match(action) ? {selections: {}} : state;
}
