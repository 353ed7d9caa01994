/**
 * Shorter route chunk names in production builds: every page's main.js and
 * bundler runtime carry each route chunk's name three or four times
 * (registry key, route data, the runtime's file-name and prefetch tables),
 * 371 names of 8 random hex digits. As "r" plus 3–4 base-36 characters
 * (./names.ts), main.js and the runtime together are 3.5 KB gzip lighter
 * (112.0 + 12.4 → 109.7 + 11.1 KB). The names come from registry.js, which
 * Docusaurus writes before it configures the bundler; ./loader.cjs renames
 * them in registry.js and in routes.js, which carries each route's chunk
 * names in production (plugins/lazy-routes), in both builds (browser and
 * server) alike, so the server still names each page's chunks in its HTML.
 * Development keeps Docusaurus's names.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {registryNames, shortChunkNames} from './names';

/**
 * The browser's lazily loaded chunks with 6 hex digits of content hash
 * instead of Docusaurus's 8: the runtime carries every chunk's hash (about
 * 520) to build its file name. 24 bits still make a changed chunk a new URL
 * (assets/ is cached for a year, config/hosting.ts) but for one change in
 * 16 million.
 */
export const chunkFilename = 'assets/js/[name].[contenthash:6].js';

export default function shortChunkNamesPlugin(context: LoadContext): Plugin {
  const loader = path.join(context.siteDir, 'plugins', 'short-chunk-names', 'loader.cjs');
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'short-chunk-names',
    configureWebpack(config, isServer) {
      if (config.mode !== 'production') return {};
      const names = shortChunkNames(registryNames(fs.readFileSync(registryFile, 'utf8')));
      return {
        ...(isServer ? {} : {output: {chunkFilename: chunkFilename}}),
        module: {
          rules: [
            {resource: registryFile, use: [{loader, options: {kind: 'registry', names}}]},
            {resource: path.join(context.generatedFilesDir, 'routes.js'), use: [{loader, options: {kind: 'routes', names}}]},
          ],
        },
      };
    },
  };
}
