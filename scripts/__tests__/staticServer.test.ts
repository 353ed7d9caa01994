/**
 * The measurement server answers like the production host where a page would
 * notice: the build's same-origin page-view path takes POST with 204 (as
 * nginx does), and only when the build has one; unknown paths get 404.html.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import {portOf, serveBuild} from '../lib/staticServer';

function tinyBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>not found</h1>');
  return dir;
}

async function withServer(server: Promise<http.Server>, run: (base: string) => Promise<void>): Promise<void> {
  const listening = await server;
  try {
    await run(`http://127.0.0.1:${portOf(listening)}`);
  } finally {
    listening.close();
  }
}

test('a POST to the page-view path gets 204 and no body; other paths are served as files or 404.html', async () => {
  await withServer(serveBuild(tinyBuild(), 0, {pageViewPath: '/__analytics'}), async (base) => {
    const view = await fetch(`${base}/__analytics`, {method: 'POST', body: JSON.stringify({path: '/'})});
    assert.equal(view.status, 204);
    assert.equal(await view.text(), '');
    assert.equal((await fetch(`${base}/__analytics`)).status, 404, 'GET is not a page view');
    const home = await fetch(`${base}/`);
    assert.equal(home.status, 200);
    assert.equal(await home.text(), '<h1>home</h1>');
  });
});

test('without a page-view path (a production build), the same POST gets the 404 page', async () => {
  await withServer(serveBuild(tinyBuild(), 0), async (base) => {
    const view = await fetch(`${base}/__analytics`, {method: 'POST', body: '{}'});
    assert.equal(view.status, 404);
    assert.equal(await view.text(), '<h1>not found</h1>');
  });
});
