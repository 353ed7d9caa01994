/**
 * npm run site:build — `docusaurus build`, in two processes, one after the other:
 * 1. bundling (Rspack), then exit (DOCUSAURUS_EXIT_AFTER_BUNDLING);
 * 2. the pages and postBuild from those bundles (DOCUSAURUS_SKIP_BUNDLING).
 * Why: Rspack's native memory stays with the process that bundled (about
 * 1.6 GB here, never returned), so in one process the pages and the search
 * index were built on top of it and the build peaked at 2.3–2.7 GB. Apart,
 * neither step passes 2 GB; the second step's start costs about 4 s.
 * Both steps get the same SITE_BUILD_TIME (config/env.ts): the search files'
 * names, which the first bundles, are the ones the second writes.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildTimeEnv} from '../config/env';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'build');
const serverBundle = path.join(outDir, '__server', 'server.bundle.js');

function docusaurusBuild(step: string, env: Record<string, string>): void {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: {...process.env, ...env},
  });
  if (result.status !== 0) throw new Error(`site:build: ${step} failed (exit ${result.status ?? result.signal})`);
}

function main(): void {
  const env = {[buildTimeEnv]: process.env[buildTimeEnv] ?? String(Date.now())};
  docusaurusBuild('bundling', {...env, DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'});
  // The flags are Docusaurus's own (@docusaurus/core, commands/build/buildLocale.js); fail if an upgrade drops them.
  if (!fs.existsSync(serverBundle) || fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(
      `site:build: after the bundling step, expected ${path.relative(root, serverBundle)} and no pages yet; did DOCUSAURUS_EXIT_AFTER_BUNDLING change?`,
    );
  }
  docusaurusBuild('pages and postBuild', {...env, DOCUSAURUS_SKIP_BUNDLING: 'true'});
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
