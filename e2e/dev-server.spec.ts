/**
 * `npm start` (the dev server) has no search index: it is written after a
 * production build. The search box says so and never loads, instead of
 * showing "Loading..." for ever (issue 16).
 *
 * Only this file needs the dev server, so it starts one itself
 * (`docusaurus start`, port E2E_DEV_PORT, else the browser tests' port + 1)
 * and stops it at the end. It reads the generated API pages (`npm run
 * api:gen`, done by the build the other browser tests need).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {waitForHydration} from './fixtures';
import {searchBox, searchRoot} from './searchHelpers';

const port = Number(process.env.E2E_DEV_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
const devURL = `http://127.0.0.1:${port}`;

let server: ChildProcess | undefined;
const serverLog: string[] = [];

test.beforeAll(() => {
  // Its own process group, so that stopping it stops the bundler it starts too.
  server = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk: Buffer) => serverLog.push(chunk.toString()));
});

test.afterAll(() => {
  if (process.env.E2E_DEV_LOG) console.log(serverLog.join(''));
  if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

test('on the dev server the search box says that search needs a production build, and loads nothing', async ({page}) => {
  // Compiling the whole site takes about 20 s on an idle 2-core machine, minutes when it is busy.
  test.setTimeout(300_000);
  const status = () =>
    // The dev server holds requests while it compiles: each try gives up after a while and the poll asks again.
    fetch(`${devURL}/docs/`, {signal: AbortSignal.timeout(10_000)})
      .then((response) => response.status)
      .catch(() => (server?.exitCode === null ? 0 : -1));
  await expect
    .poll(status, {timeout: 280_000, intervals: [1000], message: `docusaurus start did not serve /docs/:\n${serverLog.join('').slice(-2000)}`})
    .toBe(200);

  const searchFiles: string[] = [];
  const pageErrors: string[] = [];
  page.on('request', (request) => {
    if (/search-doc|lunr-index|\.worker\./.test(request.url())) searchFiles.push(request.url());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${devURL}/docs/`);
  await waitForHydration(page);

  const box = searchBox(page);
  await expect(searchRoot(page)).toHaveAttribute('data-search-state', 'dev');
  await expect(box).toHaveAttribute('placeholder', 'Search needs a production build');
  // Nothing to type into; hovering and the shortcut, which load the index in a build, load nothing.
  await expect(box).toBeDisabled();
  await box.hover();
  await page.keyboard.press('Control+k');
  await expect(searchRoot(page)).toHaveAttribute('data-search-state', 'dev');
  await expect(box).toHaveAttribute('placeholder', 'Search needs a production build');
  expect(searchFiles).toEqual([]);
  expect(pageErrors).toEqual([]);
});
