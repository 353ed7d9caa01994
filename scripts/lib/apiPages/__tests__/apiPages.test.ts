import {test} from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {buildSamples} from '../buildSamples';
import {credentialOf} from '../credentials';
import {takeApiFrontMatter, type ApiOperation} from '../decodeApi';
import {bodiesWithoutExample} from '../examples';
import {harOf} from '../har';
import {curlWithEnv, javascriptWithEnv, pythonWithEnv} from '../languages';
import {rewritePage} from '../rewritePage';
import {romeAoi} from '../../../__tests__/romeAoi';

const schemes = {
  apiKey: {type: 'apiKey', in: 'header', name: 'X-API-Key'},
  bearerAuth: {type: 'http', scheme: 'bearer'},
  clientBasic: {type: 'http', scheme: 'basic'},
};

const getOrder: ApiOperation = {
  method: 'get',
  path: '/ordering/v1/orders/{order_id}',
  parameters: [
    {name: 'order_id', in: 'path', required: true, example: 'ord_5b2e8c71d4'},
    {name: 'fields', in: 'query', required: false, example: 'id,status'},
    {name: 'limit', in: 'query', required: true, schema: {default: 10}},
  ],
  security: [{apiKey: []}],
  securitySchemes: schemes,
  responses: {
    '404': {description: 'Not found'},
    '200': {description: 'The order.\nMore text.', content: {'application/json': {example: {id: 'ord_5b2e8c71d4'}}}},
  },
};

test('a sample request fills path and required query parameters from their examples and leaves optional ones out', () => {
  const har = harOf(getOrder, 'https://api.example.com/', credentialOf(getOrder));
  assert.equal(har.url, 'https://api.example.com/ordering/v1/orders/ord_5b2e8c71d4?limit=10');
  assert.deepEqual(har.headers, [{name: 'X-API-Key', value: '__ENV_API_KEY__'}]);
});

test('a path parameter without an example stops generation with the operation named', () => {
  const op: ApiOperation = {...getOrder, parameters: [{name: 'order_id', in: 'path', required: true}]};
  assert.throws(
    () => harOf(op, 'https://api.example.com', credentialOf(op)),
    /GET \/ordering\/v1\/orders\/\{order_id\}: path parameter "order_id" has no example/,
  );
});

test('credentials come from the first security requirement; an unknown scheme is an error', () => {
  assert.deepEqual(credentialOf({...getOrder, security: [{bearerAuth: []}, {apiKey: []}]}), {kind: 'bearer', env: 'ACCESS_TOKEN'});
  assert.deepEqual(credentialOf({...getOrder, security: []}), {kind: 'none'});
  assert.throws(() => credentialOf({...getOrder, security: [{mutualTLS: []}]}), /security scheme "mutualTLS" is not defined/);
});

test('curl reads credentials from the environment in double quotes, Basic with --user', () => {
  assert.equal(curlWithEnv(`curl --header 'X-API-Key: __ENV_API_KEY__'`), 'curl --header "X-API-Key: $API_KEY"');
  assert.equal(curlWithEnv(`curl \\\n  --header 'Authorization: Basic __BASIC_CREDENTIALS__' \\`), 'curl \\\n  --user "$CLIENT_ID:$CLIENT_SECRET" \\');
  assert.equal(curlWithEnv(`curl --data '{"a":1}'`), `curl --data '{"a":1}'`);
});

test('Python and JavaScript read credentials from the environment', () => {
  assert.equal(pythonWithEnv('headers = {"X-API-Key": "__ENV_API_KEY__"}'), 'import os\nheaders = {"X-API-Key": os.environ["API_KEY"]}');
  assert.equal(
    pythonWithEnv('h = {"Authorization": "Bearer __ENV_ACCESS_TOKEN__"}'),
    `import os\nh = {"Authorization": f"Bearer {os.environ['ACCESS_TOKEN']}"}`,
  );
  assert.match(
    pythonWithEnv('h = {"Authorization": "Basic __BASIC_CREDENTIALS__"}'),
    /^import os\nimport base64\nh = \{"Authorization": "Basic " \+ base64\.b64encode/,
  );
  assert.equal(pythonWithEnv('print(1)'), 'print(1)');
  assert.equal(javascriptWithEnv("headers: {'X-API-Key': '__ENV_API_KEY__'}"), "headers: {'X-API-Key': process.env.API_KEY}");
  assert.equal(javascriptWithEnv("{Authorization: 'Bearer __ENV_ACCESS_TOKEN__'}"), '{Authorization: `Bearer ${process.env.ACCESS_TOKEN}`}');
});

test('buildSamples writes curl, Python and JavaScript in that order with the documented success response', () => {
  const samples = buildSamples(getOrder, 'https://api.example.com');
  assert.deepEqual(
    samples.samples.map((s) => s.lang),
    ['curl', 'python', 'javascript'],
  );
  for (const s of samples.samples) {
    assert.match(s.code, /https:\/\/api\.example\.com\/ordering\/v1\/orders\/ord_5b2e8c71d4\?limit=10/, s.lang);
    assert.doesNotMatch(s.code, /__ENV_|ak_/, s.lang);
  }
  assert.match(samples.samples[0]?.code ?? '', /"X-API-Key: \$API_KEY"/);
  assert.deepEqual(samples.credentials, ['API_KEY']);
  assert.equal(samples.response?.status, '200');
  assert.equal(samples.response?.example?.text, '{\n  "id": "ord_5b2e8c71d4"\n}');
});

test('a JSON body is sent with its media type; the example comes from the documented examples', () => {
  const op: ApiOperation = {
    ...getOrder,
    method: 'patch',
    parameters: getOrder.parameters?.slice(0, 1),
    requestBody: {content: {'application/merge-patch+json': {examples: {rename: {value: {name: 'berlin'}}}}}},
  };
  const samples = buildSamples(op, 'https://api.example.com');
  const curl = samples.samples[0]?.code ?? '';
  assert.match(curl, /--request PATCH/);
  assert.match(curl, /Content-Type: application\/merge-patch\+json/);
  assert.match(curl, /"name": ?"berlin"/);
  assert.deepEqual(samples.contentTypes, ['application/merge-patch+json']);
});

test('a JSON body has one layout in curl, Python and JavaScript: pairs on a line, a dict sent with json=', () => {
  for (const mediaType of ['application/json', 'application/merge-patch+json']) {
    const op: ApiOperation = {
      ...getOrder,
      method: 'post',
      parameters: getOrder.parameters?.slice(0, 1),
      requestBody: {content: {[mediaType]: {example: {name: "it's rome", aoi: romeAoi, notify: true, note: null}}}},
    };
    const [curl, python, javascript] = buildSamples(op, 'https://api.example.com').samples.map((s) => s.code);
    const pair = /^ +\[12\.555, 41\.845\],$/m;
    // A body with a single quote cannot sit in single quotes: curl reads it from a here-document.
    assert.match(curl ?? '', /--data @- <<EOF\n\{\n {2}"name": "it's rome",\n {2}"aoi": \{\n/, mediaType);
    assert.match(curl ?? '', pair, mediaType);
    assert.match(python ?? '', /^payload = \{\n {2}"name": "it's rome",\n/m, mediaType);
    assert.match(python ?? '', /"notify": True,\n {2}"note": None\n\}\n/, mediaType);
    assert.match(python ?? '', pair, mediaType);
    assert.match(python ?? '', /requests\.post\(url, json=payload, headers=headers\)/, mediaType);
    assert.match(javascript ?? '', /^ +\[12\.555, 41\.845\],$/m, mediaType);
  }
  const patch: ApiOperation = {
    ...getOrder,
    method: 'patch',
    parameters: getOrder.parameters?.slice(0, 1),
    requestBody: {content: {'application/merge-patch+json': {example: {credits: 20000}}}},
  };
  const [curl, python] = buildSamples(patch, 'https://api.example.com').samples.map((s) => s.code);
  assert.match(curl ?? '', /--data '\{\n {2}"credits": 20000\n\}'$/);
  assert.match(python ?? '', /payload = \{\n {2}"credits": 20000\n\}\n/);
  assert.match(python ?? '', /requests\.patch\(url, json=payload, headers=headers\)/);
});

test('the api front matter is decoded and removed; a page without it is an error', () => {
  const op = {method: 'get', path: '/x/v1/y'};
  const encoded = zlib.deflateSync(JSON.stringify(op)).toString('base64');
  const page = `---\nid: y\napi: ${encoded}\ntitle: "Y"\n---\n\nbody\n`;
  const taken = takeApiFrontMatter(page, 'docs/x/api/y.api.mdx');
  assert.deepEqual(taken.api, op);
  assert.equal(taken.mdx, '---\nid: y\ntitle: "Y"\n---\n\nbody\n');
  assert.throws(() => takeApiFrontMatter('---\nid: y\n---\n', 'docs/x/api/y.api.mdx'), /docs\/x\/api\/y\.api\.mdx: no "api:" front matter/);
});

test('the rewritten page imports its layout, samples and shared schemas after the front matter, and its props resolve shared schemas', () => {
  const out = rewritePage('---\nid: y\n---\n\nimport A from "a";\n\n<StatusCodes\n  {...require("./y.StatusCodes.json")}\n>\n', 'y');
  assert.equal(
    out,
    [
      '---\nid: y\n---\n',
      'import ApiPageLayout from "@site/src/components/ApiPage";',
      'import apiSamplesData from "./y.samples.json";',
      'export const apiPageLayout = ApiPageLayout;',
      'export const apiSamples = apiSamplesData;',
      'import {withSharedSchemas} from "@site/src/components/ApiPage/sharedSchemas";',
      'import sharedSchemas from "./_shared.schemas.json";',
      '\nimport A from "a";\n',
      '<StatusCodes\n  {...withSharedSchemas(require("./y.StatusCodes.json"), sharedSchemas)}\n>\n',
    ].join('\n'),
  );
});

test('every request and response body needs a documented example, except file bodies', () => {
  const op: ApiOperation = {
    method: 'post',
    path: '/things',
    requestBody: {content: {'application/json': {schema: {}}, 'application/geo+json': {example: {type: 'Point'}}}},
    responses: {
      '200': {content: {'application/json': {examples: {one: {value: {}}}}, 'image/png': {schema: {}}}},
      '400': {content: {'application/problem+json': {schema: {}}}},
    },
  };
  assert.deepEqual(bodiesWithoutExample(op), ['request body application/json', 'response 400 application/problem+json']);
});
