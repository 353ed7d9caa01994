/**
 * Where the official conformance material is (OGC CQL2 examples, STAC JSON
 * schemas): `CONFORMANCE_DIR`, or a `shared/conformance` folder next to the
 * repository or one level above it. Tests read it from there as it is (it is
 * not copied into the project) and fail, never skip, when it is missing.
 */
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function conformanceDir(): string {
  const fromEnv = process.env.CONFORMANCE_DIR;
  const candidates = fromEnv ? [path.resolve(fromEnv)] : [path.resolve(repoRoot, '../shared/conformance'), path.resolve(repoRoot, '../../shared/conformance')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'README.md')));
  if (!found) {
    throw new Error(
      `The conformance material (OGC CQL2 examples, STAC schemas) is not at ${candidates.join(' or ')}: set CONFORMANCE_DIR to the folder that holds cql2-examples/ and stac-schemas/`,
    );
  }
  return found;
}
