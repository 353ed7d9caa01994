/**
 * Part of `npm run api:gen`: writes what readers download, generated from
 * openapi/*.yaml on every build (gitignored, never hand-maintained):
 * - static/openapi/<area>.yaml and .json — each spec bundled into one file
 *   (shared $refs inlined), linked from each area's API introduction page;
 * - static/downloads/platform.postman_collection.json (Postman v2.1, a folder
 *   per area) and platform.postman_environment.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {bundle, createConfig} from '@redocly/openapi-core';
import Converter from 'openapi-to-postmanv2';
import {stringify} from 'yaml';
import {apiAreas, bundledSpecPathOf, specPathOf} from '../config/openapi';
import {site} from '../config/site';
import {collectionVariables, mergeCollections, type PostmanCollection} from './lib/postman';

const root = process.cwd();
const staticDir = path.join(root, 'static');

type OpenApiDoc = {info?: {title?: string}; paths?: Record<string, Record<string, unknown>>};

async function bundled(area: string): Promise<OpenApiDoc> {
  const config = await createConfig({});
  const result = await bundle({ref: path.join(root, specPathOf(area)), config});
  const problems = result.problems.filter((p) => p.severity === 'error');
  if (problems.length > 0) throw new Error(`${specPathOf(area)}: ${problems.map((p) => p.message).join('; ')}`);
  return result.bundle.parsed as OpenApiDoc;
}

function toPostman(area: string, spec: OpenApiDoc): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    Converter.convert(
      {type: 'json', data: spec},
      {folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example', optimizeConversion: false},
      (error, result) => {
        if (error) return reject(error);
        const data = result.output?.[0]?.data as PostmanCollection | undefined;
        if (!result.result || !data) return reject(new Error(`${specPathOf(area)}: Postman conversion failed: ${result.reason ?? 'no output'}`));
        return resolve(data);
      },
    );
  });
}

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
}

async function main() {
  const parts: Array<{area: string; title: string; collection: PostmanCollection}> = [];
  for (const area of apiAreas) {
    const spec = await bundled(area);
    write(path.join(staticDir, bundledSpecPathOf(area)), stringify(spec, {lineWidth: 0}));
    write(path.join(staticDir, bundledSpecPathOf(area).replace(/\.yaml$/, '.json')), `${JSON.stringify(spec, null, 2)}\n`);
    parts.push({area, title: spec.info?.title ?? area, collection: await toPostman(area, spec)});
  }
  const collection = mergeCollections(
    `${site.title} — the platform's APIs`,
    `Every operation of the platform's APIs, generated from the OpenAPI specs of ${site.url}. Set apiKey (or accessToken) in the environment.`,
    parts,
  );
  write(path.join(staticDir, 'downloads', 'platform.postman_collection.json'), `${JSON.stringify(collection, null, 2)}\n`);
  const environment = {
    name: 'The platform (production)',
    values: Object.entries(collectionVariables).map(([key, value]) => ({key, value, type: key === 'baseUrl' ? 'default' : 'secret', enabled: true})),
    _postman_variable_scope: 'environment',
  };
  write(path.join(staticDir, 'downloads', 'platform.postman_environment.json'), `${JSON.stringify(environment, null, 2)}\n`);
  console.log(`api-artifacts: ${apiAreas.length} bundled specs in static/openapi/, Postman collection and environment in static/downloads/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
