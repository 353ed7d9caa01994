/**
 * A small static server for build/, with gzip, as a production host would
 * serve it: /a/ → a/index.html, /a → a.html or a/index.html, unknown paths →
 * 404.html with status 404; and, like the nginx config (scripts/hosting/nginx-conf.ts), 204 to a POST
 * on the build's same-origin page-view path, so a page of the browser tests' build logs no failed request.
 * With `tls`, it speaks HTTP/2 over TLS (and HTTP/1.1 to clients that ask for
 * it), as a production host or CDN serves the site: Lighthouse's simulation
 * models the two protocols differently (PERFORMANCE.md, "HTTP/2").
 * For measurements (npm run bench:lighthouse, screenshots:take), not for hosting.
 */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.yaml': 'application/yaml; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|xml|yaml)|image\/svg)/;

export function resolveFile(root: string, urlPath: string): string | undefined {
  const clean = path.posix.normalize(decodeURIComponent(urlPath.split('?')[0] ?? '/'));
  if (clean.includes('..')) return undefined;
  const base = path.join(root, clean);
  const candidates = clean.endsWith('/') ? [path.join(base, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** Port 0 picks a free port: read it back with `portOf(server)`. */
export function portOf(server: net.Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('static server: not listening on a TCP port');
  return address.port;
}

export type ServeOptions = {
  /** The page-view path of a build made with ANALYTICS_ENDPOINT=/path (scripts/hosting/manifest.ts: pageViewPath). */
  pageViewPath?: string | undefined;
  /** Rewrites each HTML page before it is sent (bench:lighthouse's page variants, scripts/bench/pageVariants.ts). */
  transformHtml?: ((html: string, file: string) => string) | undefined;
  /** PEM key and certificate: serve HTTP/2 over TLS (scripts/lib/selfSignedCert.ts makes a pair for 127.0.0.1). */
  tls?: {key: string; cert: string} | undefined;
};

/** What the handler uses of a request and a response, the same in HTTP/1.1 and HTTP/2 (Node's compatibility API). */
type Request = {method?: string | undefined; url?: string | undefined; headers: Record<string, string | string[] | undefined>; resume(): unknown};
type Response = {writeHead(status: number, headers?: Record<string, string>): unknown; end: {(): unknown; (body: Buffer): unknown}};

export function serveBuild(root: string, port = 0, {pageViewPath, transformHtml, tls}: ServeOptions = {}): Promise<net.Server> {
  const handle = (request: Request, response: Response): void => {
    if (pageViewPath !== undefined && request.method === 'POST' && (request.url ?? '').split('?')[0] === pageViewPath) {
      request.resume();
      response.writeHead(204);
      response.end();
      return;
    }
    let status = 200;
    let file = resolveFile(root, request.url ?? '/');
    if (!file) {
      status = 404;
      file = path.join(root, '404.html');
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    if (transformHtml && path.extname(file) === '.html') body = Buffer.from(transformHtml(body.toString('utf8'), path.relative(root, file)));
    const headers: Record<string, string> = {'content-type': type};
    // Hashed assets can be cached for a year, as a production host would.
    if (/\/assets\//.test(file)) headers['cache-control'] = 'public, max-age=31536000, immutable';
    if (compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body, {level: 6});
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else response.end(body);
  };
  const server: net.Server = tls ? http2.createSecureServer({...tls, allowHTTP1: true}, handle) : http.createServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
