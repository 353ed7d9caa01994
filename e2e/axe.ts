/**
 * axe-core (a dev dependency of its own, so its version is ours to pick: 4.14
 * checked the SDK reference's content in 1.4 s where 4.13 took 2.8), run
 * directly in the page: the source is evaluated once per full
 * page load and `axe.run` is called per check. @axe-core/playwright instead
 * runs every frame separately and finishes in a fresh blank page, which costs
 * about 3 s a call on the 2-core machine (measured: 9.9 s vs 2.8 s on a guide's
 * article). The site has no iframes; `axeProblems` fails if one appears, since
 * frames would not be checked.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Page} from '@playwright/test';

const axeSource = fs.readFileSync(createRequire(path.resolve('package.json')).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core tag names). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type AxeScope = {
  /** CSS selectors to check; the whole document when empty. */
  include?: string[];
  /** CSS selectors to leave out (checked elsewhere). */
  exclude?: string[];
  /** axe rule ids not to run (checked elsewhere). */
  skipRules?: string[];
};

type AxeViolation = {id: string; impact: string | null; help: string; nodes: Array<{target: string[]}>};

/**
 * Serious and critical WCAG A/AA violations in `scope`, one readable line
 * each (rule, help, up to three elements). Injects axe-core when the current
 * document does not have it yet (after a full load; client navigation keeps it).
 */
export async function axeProblems(page: Page, scope: AxeScope = {}): Promise<string[]> {
  if (await page.locator('iframe').count()) return ['the page has an iframe: axeProblems does not check frames'];
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({include, exclude, skipRules, tags}) => {
      const axe = (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<{violations: AxeViolation[]}>}}).axe;
      const context = {include: include.length ? include.map((s) => [s]) : [['html']], exclude: exclude.map((s) => [s])};
      // preload: false — no CSSOM download: only css-orientation-lock needs it, an experimental rule axe does not run.
      const rules = Object.fromEntries(skipRules.map((id) => [id, {enabled: false}]));
      const result = await axe.run(context, {runOnly: {type: 'tag', values: tags}, rules, resultTypes: ['violations'], preload: false});
      return result.violations;
    },
    {include: scope.include ?? [], exclude: scope.exclude ?? [], skipRules: scope.skipRules ?? [], tags: wcagTags},
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ');
      return `axe ${v.id} (${v.impact}): ${v.help} — ${targets}`;
    });
}
