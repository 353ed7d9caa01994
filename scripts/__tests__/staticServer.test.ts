/**
 * The measurement server answers like the production host where a page would
 * notice: the build's same-origin page-view path takes POST with 204 (as
 * nginx does), and only when the build has one; unknown paths get 404.html;
 * given a certificate, it speaks HTTP/2 over TLS (bench:lighthouse).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {execFileSync} from 'node:child_process';
import type net from 'node:net';
import {selfSignedCert} from '../lib/selfSignedCert';
import {portOf, serveBuild} from '../lib/staticServer';

function tinyBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>not found</h1>');
  return dir;
}

async function withServer(server: Promise<net.Server>, run: (base: string) => Promise<void>): Promise<void> {
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

/** One HTTP/2 request that trusts only `ca`: status, headers and the body, gunzipped when it came compressed. */
async function http2Get(base: string, ca: string, urlPath: string): Promise<{status: number; encoding: string | undefined; body: string}> {
  const session = http2.connect(base, {ca});
  try {
    const request = session.request({':path': urlPath, 'accept-encoding': 'gzip'});
    const [headers, chunks] = await Promise.all([
      new Promise<http2.IncomingHttpHeaders>((resolve, reject) => request.once('response', resolve).once('error', reject)),
      (async () => {
        const parts: Buffer[] = [];
        for await (const chunk of request) parts.push(chunk as Buffer);
        return Buffer.concat(parts);
      })(),
    ]);
    const encoding = headers['content-encoding'];
    return {status: Number(headers[':status']), encoding, body: (encoding === 'gzip' ? zlib.gunzipSync(chunks) : chunks).toString('utf8')};
  } finally {
    session.close();
  }
}

test('with a certificate it speaks HTTP/2 over TLS: pages gzipped, unknown paths 404.html', async () => {
  const tls = selfSignedCert();
  await withServer(serveBuild(tinyBuild(), 0, {tls}), async (base) => {
    const httpsBase = base.replace('http:', 'https:');
    assert.deepEqual(await http2Get(httpsBase, tls.cert, '/'), {status: 200, encoding: 'gzip', body: '<h1>home</h1>'});
    assert.deepEqual(await http2Get(httpsBase, tls.cert, '/nowhere'), {status: 404, encoding: 'gzip', body: '<h1>not found</h1>'});
  });
});

test('the certificate is for 127.0.0.1, and its key hash is the one Chromium compares (SHA-256 of the SPKI, base64)', () => {
  const {cert, spkiHash: hash} = selfSignedCert();
  const x509 = new crypto.X509Certificate(cert);
  assert.ok(x509.checkIP('127.0.0.1'), x509.subjectAltName);
  const fromOpenssl = execFileSync('bash', ['-c', 'openssl x509 -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64'], {
    input: cert,
    encoding: 'utf8',
  });
  assert.equal(hash, fromOpenssl.trim());
  assert.match(hash, /^[A-Za-z0-9+/]{43}=$/);
});
