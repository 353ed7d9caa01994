/**
 * `npm run test:postman` (a step of npm test, after api:gen): the Postman
 * collection generated here from the specs is byte for byte the one api:gen
 * wrote to static/downloads/ (two generations in two processes, so it is
 * deterministic, and the download is up to date); it holds no
 * invented or placeholder values and no parameters the spec says not to
 * combine; and newman runs every request in it against the Prism mock of
 * each spec, every one answered 2xx (the shared mock of PLATFORM_MOCK when
 * set, as in npm test).
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import newman from 'newman';
import {allBundledSpecs, postmanCollectionText} from '../lib/apiArtifacts';
import type {MockPlatform} from '../lib/examples/mockPlatform';
import {mockPlatformFor} from '../lib/examples/sharedMockUse';
import {conflictsOf, ogcOperationsOf, type PostmanCollection, type PostmanItem} from '../lib/postman';
import {apiAreas, specPathOf} from '../../config/openapi';

const root = path.resolve(import.meta.dirname, '../..');
const collectionFile = path.join(root, 'static', 'downloads', 'platform.postman_collection.json');

let generated = '';

before(
  async () => {
    generated = await postmanCollectionText(await allBundledSpecs(root));
  },
  {timeout: 600_000},
);

test('a fresh generation gives the bytes api:gen wrote', () => {
  assert.ok(fs.existsSync(collectionFile), `${collectionFile} is missing: run npm run api:gen`);
  assert.ok(
    fs.readFileSync(collectionFile, 'utf8') === generated,
    'static/downloads/platform.postman_collection.json differs from a fresh generation: generation is not deterministic, or api:gen is out of date',
  );
});

type Param = {key?: string; value?: string; disabled?: boolean; description?: string | {content?: string}};

function requests(collection: PostmanCollection): PostmanItem[] {
  const out: PostmanItem[] = [];
  const walk = (items: PostmanItem[]) => items.forEach((item) => (item.request ? out.push(item) : walk(item.item ?? [])));
  walk(collection.item);
  return out;
}

test('no placeholder or invented values: every enabled value comes from an example', () => {
  const collection = JSON.parse(generated) as PostmanCollection;
  const placeholders = /^(<[a-z-]+>|string|integer|number|boolean)$/i;
  const problems: string[] = [];
  for (const item of requests(collection)) {
    const url = item.request?.url as {query?: Param[]} | undefined;
    for (const param of [...(url?.query ?? []), ...((item.request?.header as Param[] | undefined) ?? [])]) {
      if (!param.disabled && placeholders.test(param.value ?? '')) problems.push(`${item.name}: ${param.key}=${param.value}`);
    }
    const body = (item.request?.body as {raw?: string} | undefined)?.raw ?? '';
    if (/"(<[a-z-]+>|string)"/.test(body)) problems.push(`${item.name}: body holds a placeholder`);
  }
  assert.deepEqual(problems, []);
});

test('no request sends two parameters its spec says not to combine', () => {
  const collection = JSON.parse(generated) as PostmanCollection;
  const problems: string[] = [];
  for (const item of requests(collection)) {
    const query = ((item.request?.url as {query?: Param[]} | undefined)?.query ?? []).filter((p) => !p.disabled);
    const sent = new Set(query.map((p) => (p.key ?? '').toLowerCase()));
    for (const param of query) {
      const text = typeof param.description === 'string' ? param.description : (param.description?.content ?? '');
      for (const other of conflictsOf(text)) if (sent.has(other.toLowerCase())) problems.push(`${item.name}: ${param.key} with ${other}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('an OGC request sends only the parameters of its own operation (no GetFeatureInfo parameters on GetMap)', () => {
  const collection = JSON.parse(generated) as PostmanCollection;
  const problems: string[] = [];
  for (const item of requests(collection)) {
    const query = ((item.request?.url as {query?: Param[]} | undefined)?.query ?? []).filter((p) => !p.disabled);
    const operation = query.find((p) => (p.key ?? '').toUpperCase() === 'REQUEST')?.value;
    if (!operation) continue;
    for (const param of query) {
      const text = typeof param.description === 'string' ? param.description : (param.description?.content ?? '');
      const operations = ogcOperationsOf(text);
      if (operations.length > 0 && !operations.includes(operation)) problems.push(`${item.name}: ${param.key} (${operations.join(', ')}) on ${operation}`);
    }
  }
  assert.deepEqual(problems, []);
});

let mock: MockPlatform | undefined;
after(() => mock?.stop());

test('newman runs every request against the mock, each answered 2xx', {timeout: 600_000}, async () => {
  const specs = apiAreas.map((area) => {
    const file = specPathOf(area);
    const doc = parse(fs.readFileSync(path.join(root, file), 'utf8')) as {paths?: Record<string, unknown>};
    return {file, paths: Object.keys(doc.paths ?? {})};
  });
  mock = await mockPlatformFor(root, specs);
  const session = await mock.openSession();
  const collection = JSON.parse(generated) as PostmanCollection;
  const total = requests(collection).length;
  const summary = await new Promise<newman.NewmanRunSummary>((resolve, reject) => {
    newman.run(
      {
        collection: collection as unknown as newman.NewmanRunOptions['collection'],
        envVar: [
          {key: 'baseUrl', value: session.origin},
          {key: 'apiKey', value: 'test-api-key'},
          {key: 'clientId', value: 'test-client'},
          {key: 'clientSecret', value: 'test-secret'},
        ],
        reporters: [],
        timeoutRequest: 30_000,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  await session.close();
  const executions = summary.run.executions;
  assert.equal(executions.length, total, 'newman ran every request');
  const failed = executions
    .filter((e) => !e.response || e.response.code < 200 || e.response.code > 299)
    .map((e) => {
      const exchange = session.exchanges.find((x) => e.request.url.getPathWithQuery().startsWith(x.url.split('?')[0] ?? ''));
      return `${e.item.name}: ${e.request.method} ${e.request.url.getPathWithQuery()} → ${e.response?.code ?? 'no response'} ${exchange?.violations.join('; ') ?? ''}`;
    });
  assert.deepEqual(failed, []);
});
