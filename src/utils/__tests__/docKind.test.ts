import {test} from 'node:test';
import assert from 'node:assert/strict';
import {endpointPageOf} from '../docKind';

const samples = {
  method: 'post',
  path: '/auth/v1/api-keys',
  url: 'https://api.example.com/auth/v1/api-keys',
  credentials: [],
  samples: [],
  response: null,
  contentTypes: [],
  accepts: [],
};
const Layout = () => null;

test('an endpoint page module (layout and samples exported) is an endpoint page', () => {
  const content = Object.assign(() => null, {apiPageLayout: Layout, apiSamples: samples});
  const page = endpointPageOf(content);
  assert.equal(page?.layout, Layout);
  assert.equal(page?.samples, samples);
});

test('a generated info page or a guide (no such exports) is not an endpoint page', () => {
  assert.equal(endpointPageOf(Object.assign(() => null, {frontMatter: {info_path: 'docs/authentication/api/authentication-api'}})), undefined);
  assert.equal(
    endpointPageOf(() => null),
    undefined,
  );
});

test('half an endpoint page (samples without a layout, or a non-component layout) is not one', () => {
  assert.equal(endpointPageOf(Object.assign(() => null, {apiSamples: samples})), undefined);
  assert.equal(endpointPageOf(Object.assign(() => null, {apiPageLayout: 'ApiPage', apiSamples: samples})), undefined);
});
