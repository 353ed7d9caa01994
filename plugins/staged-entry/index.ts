/**
 * Runs the browser bundle's start-up in several tasks instead of one.
 *
 * Docusaurus's client entry imports React DOM, the router, the client modules,
 * the route table and the app shell at once, then preloads the current
 * route's modules: at 4× CPU throttling one task of 280–300 ms, most of it V8
 * compiling each module's functions on first call. Every millisecond of a
 * task beyond 50 counts as blocking time (Lighthouse's TBT), so the same work
 * in tasks of a few tens of milliseconds blocks far less, and the browser can
 * paint and answer input in between.
 *
 * In a production client build only, the entry becomes ./entry.ts, which
 * evaluates the same modules in stages (./stages.ts), one task each, and last
 * the stock entry, which then finds them evaluated. Development keeps the
 * stock entry (its hot-reload code accepts itself). The build fails if
 * Docusaurus's entry is not the one ./stages.ts ends with.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {stockEntry} from './stockEntry';

export function checkStockEntry(entry: unknown): void {
  const expected = path.join(...stockEntry.split('/'));
  if (typeof entry !== 'string' || !entry.endsWith(`${expected}.js`)) {
    throw new Error(
      `staged-entry: Docusaurus's client entry is ${JSON.stringify(entry)}, not ${stockEntry}.js. ` +
        'Update plugins/staged-entry/stockEntry.ts and the stages in stages.ts to the new entry, or remove the plugin from docusaurus.config.ts.',
    );
  }
}

export default function stagedEntryPlugin(context: LoadContext): Plugin {
  const entry = path.join(context.siteDir, 'plugins', 'staged-entry', 'entry.ts');
  return {
    name: 'staged-entry',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      checkStockEntry(config.entry);
      // Set, not merged: a merge would keep the stock entry next to ours.
      config.entry = entry;
      return {};
    },
  };
}
