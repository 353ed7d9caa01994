/**
 * Part of `npm run api:gen`: writes what readers download, generated from
 * openapi/*.yaml on every build (gitignored, never hand-maintained):
 * - static/openapi/<area>.yaml and .json — each spec bundled into one file
 *   (shared $refs inlined), linked from each area's API introduction page;
 * - static/downloads/platform.postman_collection.json (Postman v2.1, a folder
 *   per area, the same bytes on every run) and platform.postman_environment.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {stringify} from 'yaml';
import {apiAreas, bundledSpecPathOf} from '../config/openapi';
import {allBundledSpecs, postmanCollectionText} from './lib/apiArtifacts';
import {collectionVariables} from './lib/postman';

const root = process.cwd();
const staticDir = path.join(root, 'static');

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
}

async function main() {
  const specs = await allBundledSpecs(root);
  for (const {area, spec} of specs) {
    write(path.join(staticDir, bundledSpecPathOf(area)), stringify(spec, {lineWidth: 0}));
    write(path.join(staticDir, bundledSpecPathOf(area).replace(/\.yaml$/, '.json')), `${JSON.stringify(spec, null, 2)}\n`);
  }
  write(path.join(staticDir, 'downloads', 'platform.postman_collection.json'), await postmanCollectionText(specs));
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
