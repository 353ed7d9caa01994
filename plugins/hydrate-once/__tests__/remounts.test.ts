import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {checkRemountingFiles, keyOnlyUse, remountingFiles} from '../remounts';

const siteDir = path.resolve(import.meta.dirname, '../../..');

test('a component that uses isBrowser only as its remount key is accepted', () => {
  assert.equal(keyOnlyUse('const isBrowser = useIsBrowser(); return <Comp key={String(isBrowser)} {...props} />;'), null);
  assert.equal(keyOnlyUse('const isBrowser = (0, x.default)(); return react.createElement(T, {key: String(isBrowser), ...p});'), null);
});

test('any other use of isBrowser, or no key, is refused with the reason', () => {
  assert.match(
    keyOnlyUse('const isBrowser = useIsBrowser(); return <C key={String(isBrowser)} className={isBrowser ? "a" : "b"} />;') ?? '',
    /not only as the remount key/,
  );
  assert.match(keyOnlyUse('const isBrowser = useIsBrowser(); return <C />;') ?? '', /0 key use/);
  assert.match(keyOnlyUse('return <C />;') ?? '', /0 declaration/);
});

test('the installed theme components still use isBrowser only as their remount key', () => {
  const files = remountingFiles(siteDir);
  assert.equal(files.length, 8);
  assert.doesNotThrow(() => checkRemountingFiles(files));
  assert.throws(() => checkRemountingFiles([path.join(siteDir, 'package.json')]), /package\.json: expected one isBrowser variable/);
});
