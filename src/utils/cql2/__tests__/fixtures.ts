/** What several CQL2 test files share. */
import assert from 'node:assert/strict';
import {parseCql2Text, type BooleanExpression, type Polygon} from '../index';

/** Parses CQL2 text that must parse; fails the test with the error and its column otherwise. */
export function parse(text: string): BooleanExpression {
  const result = parseCql2Text(text);
  if (!result.ok) assert.fail(`${text}\n  → ${result.error.message} at column ${result.error.column}`);
  return result.value;
}

/** `POLYGON((0 0, 1 0, 1 1, 0 0))`: a closed triangle, in CQL2 JSON. */
export const triangle: Polygon = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ],
  ],
};
