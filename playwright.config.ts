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
  workers: 2,
  timeout: 60_000,
  // CI keeps only its log: no HTML report, and no traces (recording one for
  // every test costs about a tenth of the run on the 2-core machine, and CI
  // keeps no files). Locally a failing test leaves its trace in test-results/.
  reporter: 'list',
  use: {
    baseURL,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
