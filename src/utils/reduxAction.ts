/**
 * Action creators in the shape the openapi theme's code expects from Redux
 * Toolkit's `createSlice` (`creator(payload)`, `creator.type`,
 * `creator.match(action)`), without bundling Redux Toolkit (immer, reselect,
 * about 13 KB gzip) into every endpoint page. Used by the slice swizzles in
 * src/theme/ApiExplorer/.
 */
export type PayloadAction<P> = {type: string; payload: P};

export type ActionCreator<P> = ((payload: P) => PayloadAction<P>) & {
  type: string;
  match: (action: {type: string}) => action is PayloadAction<P>;
};

export function actionCreator<P>(type: string): ActionCreator<P> {
  const create = (payload: P): PayloadAction<P> => ({type, payload});
  const match = (action: {type: string}): action is PayloadAction<P> => action.type === type;
  return Object.assign(create, {type, match, toString: () => type});
}
