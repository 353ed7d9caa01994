/**
 * Publishes the discovery API's queryables (the properties a CQL2 filter may
 * use) for the CQL2 playground, read at build time from
 * openapi/discovery.yaml: the example of the 200 response of `getQueryables`
 * (see ./extract.ts). A missing spec or operation fails the build.
 *
 * A generated module, not global data: global data is in every page's
 * main.js (these were 0.6 KB gzip of it), a module only in the chunks of the
 * page that imports it: `@generated/discovery-queryables/default/queryables.json`
 * (src/types/modules.d.ts declares its type).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {parse} from 'yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractQueryables, QueryablesError, type QueryablesData} from './extract';

/** The file the plugin writes; imported as `@generated/discovery-queryables/default/queryables.json`. */
export const queryablesFile = 'queryables.json';

export type DiscoveryQueryablesOptions = {
  /** Spec file, relative to the site directory. */
  specFile?: string;
  operationId?: string;
};

export default function discoveryQueryablesPlugin(context: LoadContext, options: DiscoveryQueryablesOptions = {}): Plugin<QueryablesData> {
  const specFile = options.specFile ?? 'openapi/discovery.yaml';
  const operationId = options.operationId ?? 'getQueryables';
  const fullPath = path.resolve(context.siteDir, specFile);

  return {
    name: 'discovery-queryables',
    async loadContent() {
      let text: string;
      try {
        text = await fs.readFile(fullPath, 'utf8');
      } catch {
        throw new QueryablesError(
          `discovery-queryables: ${specFile} not found: the CQL2 playground lists the queryables of operationId ${operationId} from it`,
        );
      }
      let spec: unknown;
      try {
        spec = parse(text);
      } catch (error) {
        throw new QueryablesError(`discovery-queryables: ${specFile} is not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
      }
      return {queryables: await extractQueryables(spec, specFile, operationId)};
    },
    async contentLoaded({content, actions}) {
      await actions.createData(queryablesFile, JSON.stringify(content));
    },
    getPathsToWatch() {
      return [fullPath];
    },
  };
}
