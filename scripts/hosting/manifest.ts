/** What the build recorded for hosting (plugins/hosting-manifest): read by hosting:build and by the measurement scripts. */
import fs from 'node:fs/promises';
import path from 'node:path';
import {manifestFile, type HostingManifest} from '../../plugins/hosting-manifest';
import {analyticsLocalPath} from './csp';
import {buildDir, confDir} from './nginx';

export async function readManifest(): Promise<HostingManifest> {
  const file = path.join(confDir, manifestFile);
  const text = await fs.readFile(file, 'utf8').catch(() => {
    throw new Error(
      `${path.relative(process.cwd(), file)} is missing: build the site first (npm run build), with plugins/hosting-manifest in docusaurus.config.ts`,
    );
  });
  const manifest = JSON.parse(text) as HostingManifest;
  if (path.resolve(manifest.outDir) !== buildDir) throw new Error(`the manifest describes ${manifest.outDir}, not ${buildDir}: rebuild`);
  return manifest;
}

/**
 * The page-view path the build posts to when its analytics endpoint is on this host (the browser tests'
 * build: ANALYTICS_ENDPOINT=/__analytics), which the host answers with 204; else undefined.
 */
export async function pageViewPath(): Promise<string | undefined> {
  return analyticsLocalPath((await readManifest()).analyticsEndpoint);
}
