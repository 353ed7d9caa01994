import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isGeneratedApiDoc} from '../docKind';

test('a generated endpoint page (api front matter) is an API doc', () => {
  assert.equal(isGeneratedApiDoc({title: 'Create an API key', api: 'eJyrVkrLz1eyUkpKLFKqBQAdegQ0'}), true);
});

test('a generated info page (info_path) is an API doc', () => {
  assert.equal(isGeneratedApiDoc({title: 'Authentication API', info_path: 'docs/authentication/api/authentication-api'}), true);
});

test('a hand-written guide is not an API doc', () => {
  assert.equal(isGeneratedApiDoc({title: 'Create and use an API key', sidebar_label: 'API keys'}), false);
});
