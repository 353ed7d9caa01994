/**
 * `@generated/registry` in the browser's production build (./index.ts): the
 * route registry (chunk name → how to load its module) starts with the
 * entries of the page's own routes, read from the page, where the build wrote
 * them as the browser build had compiled them (./registryData.ts). The whole
 * registry comes with the whole route table (./pageRoutes.ts), into the same
 * object: Docusaurus's ComponentCreator reads it when a route is first needed.
 */
import {registryScriptId, type RegistryEntry} from './chain';
import {loaderOf} from './loaderOf';

export type Registry = Record<string, [() => Promise<unknown>, 0, string | number]>;

function pageEntries(): Registry {
  const text = document.getElementById(registryScriptId)?.textContent;
  if (!text) return {};
  try {
    const entries = JSON.parse(text) as Record<string, RegistryEntry>;
    return Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, [loaderOf(entry), 0, entry[1]]]));
  } catch (error) {
    console.error('[lazy-routes] the page’s route registry cannot be read; loading the whole registry', error);
    return {};
  }
}

const registry: Registry = pageEntries();
export default registry;
