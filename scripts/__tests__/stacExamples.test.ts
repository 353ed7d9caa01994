/**
 * Every STAC object (Item, Collection, Catalog, ItemCollection) in every
 * example of every OpenAPI document (openapi/*.yaml and openapi/_shared/*.yaml),
 * and in every ```json block of the hand-written docs (docs/**, without the
 * generated docs/<area>/api/ pages and docs/events.mdx), validates against the
 * official STAC 1.0.0 schemas and the schemas of the extensions it declares
 * (read from the conformance folder, see scripts/lib/conformance.ts; nothing
 * is fetched). Items are found by `stac_version` or by their shape (see
 * stacKind), so an Item a field selection stripped is checked too.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {conformanceDir} from '../lib/conformance';
import {fencedBlocks} from '../lib/contentChecks';
import {handWrittenDocs, walkFiles} from '../lib/files';
import {specExamples} from '../lib/platform/json';
import {findStacObjects, StacValidator, type StacObject} from '../lib/stacValidation';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const validator = new StacValidator(path.join(conformanceDir(), 'stac-schemas'));

/** Written by `npm run api:gen`, from the OpenAPI documents checked here (like the generated API pages, which handWrittenDocs leaves out). */
const eventCatalogue = path.join(repoRoot, 'docs', 'events.mdx');
const docFiles = handWrittenDocs(repoRoot).filter((file) => file !== eventCatalogue);

const specFiles = walkFiles(path.join(repoRoot, 'openapi'))
  .filter((file) => /\.ya?ml$/.test(file))
  .map((file) => path.relative(repoRoot, file).split(path.sep).join('/'));
/** The STAC objects in the examples of the OpenAPI documents, each at `<file>#/<JSON Pointer>`. */
async function stacObjectsOfSpecs(): Promise<StacObject[]> {
  const perFile = await Promise.all(
    specFiles.map(async (file) => {
      const spec: unknown = parse(fs.readFileSync(path.join(repoRoot, file), 'utf8'));
      return (await specExamples(path.join(repoRoot, file), spec)).flatMap(({where, value}) => findStacObjects(value, `${file}${where}`));
    }),
  );
  return perFile.flat();
}
const specObjects = stacObjectsOfSpecs();

const fromDocs: StacObject[] = docFiles.flatMap((file) =>
  fencedBlocks(fs.readFileSync(file, 'utf8'))
    .filter((fence) => fence.lang === 'json')
    .flatMap((fence) => {
      let value: unknown;
      try {
        value = JSON.parse(fence.body);
      } catch {
        return [];
      }
      return findStacObjects(value, `${path.relative(repoRoot, file)}:${fence.line}`);
    }),
);

test('every OpenAPI document and the hand-written docs are scanned', () => {
  assert.ok(specFiles.includes('openapi/discovery.yaml'));
  assert.ok(
    specFiles.some((file) => file.startsWith('openapi/_shared/')),
    specFiles.join(', '),
  );
  assert.ok(
    fromDocs.some((o) => !o.where.startsWith('docs/discovery/')),
    'STAC objects outside docs/discovery are found',
  );
});

test('the examples hold every kind of STAC object, field-selection responses included', async () => {
  const fromSpec = await specObjects;
  const kinds = new Set(fromSpec.map((o) => o.kind));
  for (const kind of ['Item', 'Collection', 'Catalog', 'ItemCollection'] as const) assert.ok(kinds.has(kind), `an example of a STAC ${kind}`);
  assert.ok(fromSpec.length >= 10, `${fromSpec.length} STAC objects found`);
});

test('the validator rejects what the STAC schemas reject', async () => {
  const item = (await specObjects).find((o) => o.kind === 'Item' && 'stac_version' in o.value && o.where.startsWith('openapi/discovery.yaml'));
  assert.ok(item);
  const {links: _links, ...withoutLinks} = item.value;
  assert.match(validator.validate({...item, value: withoutLinks}).join('\n'), /links/);
  const badExtension = {...item.value, 'eo:cloud_cover': 'cloudy'};
  if ((item.value.stac_extensions as string[] | undefined)?.some((url) => url.includes('/eo/'))) {
    assert.notDeepEqual(
      validator.validate({...item, value: {...badExtension, properties: {...(item.value.properties as object), 'eo:cloud_cover': 'cloudy'}}}),
      [],
    );
  }
  assert.match(validator.validate({...item, value: {...item.value, stac_version: '1.1.0'}}).join('\n'), /only the STAC 1.0.0 schemas/);
  // The iri and iri-reference formats are checked: a link href with a space, a relative stac_extensions URL.
  const links = item.value.links as object[];
  const spaced = [...links, {rel: 'alternate', href: 'https://api.example.com/discovery/v1/has space'}];
  assert.match(validator.validate({...item, value: {...item.value, links: spaced}}).join('\n'), /links\/\d+\/href must match format "iri-reference"/);
  assert.match(
    validator.validate({...item, value: {...item.value, stac_extensions: ['schemas/eo.json']}}).join('\n'),
    /stac_extensions\/0 must match format "iri"/,
  );
  const relative = [...links, {rel: 'alternate', href: '../items/one.json'}];
  assert.deepEqual(validator.validate({...item, value: {...item.value, links: relative}}), []);
});

test('an Item is found by its shape without stac_version, a plain GeoJSON Feature is not', async () => {
  const item = (await specObjects).find((o) => o.kind === 'Item' && 'stac_version' in o.value && 'collection' in o.value);
  assert.ok(item);
  const {stac_version: _version, ...stripped} = item.value;
  assert.deepEqual(
    findStacObjects(stripped, 'x').map((o) => o.kind),
    ['Item'],
  );
  assert.match(validator.validate({kind: 'Item', where: 'x', value: stripped}).join('\n'), /no stac_version/);
  const wfsFeature = {
    type: 'Feature',
    id: 'roads.1',
    geometry: {type: 'Point', coordinates: [12.5, 41.9]},
    properties: {name: 'Via Appia', datetime: '2025-01-01T00:00:00Z'},
  };
  assert.deepEqual(findStacObjects({type: 'FeatureCollection', features: [wfsFeature]}, 'x'), []);
});

/** The request example of POST /validate that shows what an invalid item gets back: it must stay invalid. */
const invalidOnPurpose = (where: string) =>
  where === 'openapi/discovery.yaml#/paths/~1discovery~1v1~1validate/post/requestBody/content/application~1json/examples/invalidItem';

test('the invalid item sent to POST /validate in its example is invalid', async () => {
  const invalid = (await specObjects).filter((o) => invalidOnPurpose(o.where));
  assert.equal(invalid.length, 1);
  assert.notDeepEqual(validator.validate(invalid[0]!), []);
});

test('every STAC object of the examples and the docs is valid', async (t) => {
  for (const object of [...(await specObjects), ...fromDocs].filter((o) => !invalidOnPurpose(o.where))) {
    await t.test(`STAC ${object.kind} at ${object.where} is valid`, () => {
      assert.deepEqual(validator.validate(object), []);
    });
  }
});

test('a missing schema folder fails at once, naming the folder', () => {
  const missing = path.join(repoRoot, 'no-such-stac-schemas');
  assert.throws(
    () => new StacValidator(missing),
    (error: Error) => error.message.includes(missing),
  );
});
