/**
 * Browser tests against the production build (`npm run build` first), served
 * through nginx with the generated config (`npm run serve:prod`: real CSP,
 * headers, redirects and status codes) on 127.0.0.1. E2E_SERVER=docusaurus
 * serves with `docusaurus serve` instead (no nginx needed). Uses Debian's Chromium: no browser
 * download (scripts/ensure-chromium.sh installs it when missing).
 */
import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './config/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// Fallback for machines without nginx: the dev-style static server.
const serveWithDocusaurus = process.env.E2E_SERVER === 'docusaurus';
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // One per core. Measured on the 2-core machine (session 21): 3 workers took 7.8 min for the 113 tests, 2 took 7.1.
  workers: 2,
  timeout: 60_000,
  // The ceiling of a state wait (`await expect(…)`), not a delay: a pass
  // returns as soon as the state holds. Playwright's 5 s default was too short
  // on the 2-core CI machine while the other worker loaded a page (one CI run
  // failed at 5 s on a wait that holds on an idle machine), so 15 s.
  expect: {timeout: 15_000},
  // Only the log: no HTML report, and traces only when asked for. Recording
  // a trace means recording every test (Playwright drops it after a pass):
  // measured on the 2-core machine, that made the browser tests 45 % slower
  // (api-pages.spec.ts: 44.7 s with traces, 30.5 s without), whether or not
  // CI is set. `E2E_TRACE=1 npm run test:e2e` keeps the trace of each failing
  // test in test-results/ (open it with `npx playwright show-trace`).
  reporter: 'list',
  use: {
    baseURL,
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: serveWithDocusaurus
      ? `npx docusaurus serve --host 127.0.0.1 --port ${port} --no-open`
      : `PORT=${port} QUIET=1 npx tsx scripts/serve-prod.ts --no-build`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    // serve:prod refreshes the generated config first (precompression included when the build is new).
    timeout: 300_000,
    // SIGTERM lets serve:prod stop nginx and remove its temporary directory.
    gracefulShutdown: {signal: 'SIGTERM', timeout: 10_000},
  },
});
