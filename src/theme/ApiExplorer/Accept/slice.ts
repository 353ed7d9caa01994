/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0's Accept slice (no upstream
 * code copied; same action type, payload and state). Upstream builds it with
 * Redux Toolkit's createSlice, which put Redux Toolkit into every endpoint
 * page's JavaScript although the page only reads this state. The request
 * editor's store (its own chunk) still uses Redux Toolkit, with this reducer.
 */
import type {UnknownAction} from 'redux';
import {actionCreator} from '@site/src/utils/reduxAction';

export type State = {value: string; options: string[]};

export const setAccept = actionCreator<string>('accept/setAccept');

const initialState: State = {value: '', options: []};

export default function reducer(state: State | undefined = initialState, action: UnknownAction): State {
  return setAccept.match(action) ? {...state, value: action.payload} : state;
}
