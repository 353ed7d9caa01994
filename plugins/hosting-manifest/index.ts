/**
 * Records what the nginx config generator (scripts/hosting/, `npm run
 * hosting:build`) needs from the build and cannot read from build/: the
 * analytics endpoint the client bundle was built with (its origin goes into
 * the CSP connect-src) and the routes. Written outside build/, so it is never
 * served. The generator runs after the build because other plugins' postBuild
 * (search index, llms.txt, client redirects) write files it must compress.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type HostingManifest = {outDir: string; analyticsEndpoint: string | undefined; routes: string[]};

export const manifestDir = 'build-nginx';
export const manifestFile = 'manifest.json';

export default function hostingManifestPlugin(context: LoadContext): Plugin {
  return {
    name: 'hosting-manifest',
    async postBuild({routesPaths, outDir, siteConfig}) {
      const endpoint = siteConfig.customFields?.analyticsEndpoint;
      const manifest: HostingManifest = {
        outDir,
        analyticsEndpoint: typeof endpoint === 'string' ? endpoint : undefined,
        routes: [...new Set(routesPaths)].sort(),
      };
      const dir = path.join(context.siteDir, manifestDir);
      await fs.mkdir(dir, {recursive: true});
      await fs.writeFile(path.join(dir, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
