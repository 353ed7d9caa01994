import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sourceHash} from '../sourceHash';

test('the same description always gets the same hash, and near-identical ones differ', () => {
  const description = 'The order **must** be `pending` to be canceled.';
  assert.equal(sourceHash(description), sourceHash(`${description}`));
  const variants = [description, description.replace('pending', 'pendinG'), `${description} `, description.slice(1), ''];
  assert.equal(new Set(variants.map(sourceHash)).size, variants.length);
  assert.match(sourceHash(description), /^[0-9a-z]{1,7}$/, 'a short base-36 attribute value');
});
