/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0's ContentType slice (no
 * upstream code copied; same action type, payload and state), for the reason
 * given in ../Accept/slice.ts: no Redux Toolkit on endpoint pages.
 */
import type {UnknownAction} from 'redux';
import {actionCreator} from '@site/src/utils/reduxAction';

export type State = {value: string; options: string[]};

export const setContentType = actionCreator<string>('contentType/setContentType');

const initialState: State = {value: '', options: []};

export default function reducer(state: State | undefined = initialState, action: UnknownAction): State {
  return setContentType.match(action) ? {...state, value: action.payload} : state;
}
