/**
 * Every STAC object (Item, Collection, Catalog, ItemCollection) in every
 * example of openapi/discovery.yaml, and in every ```json block of the
 * discovery docs, validates against the official STAC 1.0.0 schemas and the
 * schemas of the extensions it declares (read from the conformance folder,
 * see scripts/lib/conformance.ts; nothing is fetched).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {conformanceDir} from '../lib/conformance';
import {fencedBlocks} from '../lib/contentChecks';
import {specExamples} from '../lib/specExamples';
import {findStacObjects, StacValidator, type StacObject} from '../lib/stacValidation';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const validator = new StacValidator(path.join(conformanceDir(), 'stac-schemas'));

function docFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : docFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const spec: unknown = parse(fs.readFileSync(path.join(repoRoot, 'openapi/discovery.yaml'), 'utf8'));
const fromSpec: StacObject[] = specExamples(spec).flatMap(({where, value}) => findStacObjects(value, `openapi/discovery.yaml${where}`));

const fromDocs: StacObject[] = docFiles(path.join(repoRoot, 'docs/discovery')).flatMap((file) =>
  fencedBlocks(fs.readFileSync(file, 'utf8'))
    .filter((fence) => fence.lang === 'json' && fence.body.includes('stac_version'))
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

test('the examples hold every kind of STAC object, field-selection responses included', () => {
  const kinds = new Set(fromSpec.map((o) => o.kind));
  for (const kind of ['Item', 'Collection', 'Catalog', 'ItemCollection'] as const) assert.ok(kinds.has(kind), `an example of a STAC ${kind}`);
  assert.ok(fromSpec.length >= 10, `${fromSpec.length} STAC objects found`);
});

test('the validator rejects what the STAC schemas reject', () => {
  const item = fromSpec.find((o) => o.kind === 'Item');
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
});

/** The request example of POST /validate that shows what an invalid item gets back: it must stay invalid. */
const invalidOnPurpose = (where: string) => where.endsWith('/discovery/v1/validate/post/requestBody/content/application/json/examples/invalidItem');

test('the invalid item sent to POST /validate in its example is invalid', () => {
  const invalid = fromSpec.filter((o) => invalidOnPurpose(o.where));
  assert.equal(invalid.length, 1);
  assert.notDeepEqual(validator.validate(invalid[0]!), []);
});

for (const object of [...fromSpec, ...fromDocs].filter((o) => !invalidOnPurpose(o.where))) {
  test(`STAC ${object.kind} at ${object.where} is valid`, () => {
    assert.deepEqual(validator.validate(object), []);
  });
}
