import assert from 'node:assert/strict';
import {test} from 'node:test';
import {hosting} from '../../../config/hosting';
import {quote, renderHttpConf, renderMainConf, renderServerConf, typesBlock} from '../nginx-conf';
import {renderErrorPage, errorPages} from '../error-pages';

const redirects = new Map([
  ['/docs/old', '/docs/new'],
  ['/docs/usage/', '/docs/usage'],
]);

test('http.conf maps every redirect, quoted, and checks the raw request path', () => {
  const conf = renderHttpConf({hosting, redirects});
  assert.match(conf, /^ {4}"\/docs\/old" "\/docs\/new";$/m);
  assert.match(conf, /^ {4}"\/docs\/usage\/" "\/docs\/usage";$/m);
  assert.match(conf, /map \$request_uri \$hosting_undecodable \{\n {4}default 1;\n {4}"~\^\(\?:/);
  assert.match(conf, /"~\^\/assets\/" "public, max-age=31536000, immutable";/);
  assert.match(conf, /map \$request_method \$hosting_method_not_allowed \{\n {4}default 1;\n {4}GET 0;\n {4}HEAD 0;\n\}/);
});

test('a same-origin page-view path: POST answered with 204, anything else 405 with Allow: POST; none without it', () => {
  const server = renderServerConf({hosting, csp: "default-src 'self'", extensions: ['html'], analyticsPath: '/__analytics'});
  assert.match(server, /^location = "\/__analytics" \{\n {4}if \(\$request_method != POST\) \{ return 405; \}\n {4}return 204;\n\}$/m);
  const http = renderHttpConf({hosting, redirects, analyticsPath: '/__analytics'});
  assert.match(
    http,
    /map \$status:\$request_uri \$hosting_allow \{\n {4}default "";\n {4}"~\^405:\/__analytics\(\\\?\|\$\)" "POST";\n {4}"~\^405:" "GET, HEAD";\n\}/,
  );
  assert.doesNotMatch(renderServerConf({hosting, csp: "default-src 'self'", extensions: ['html']}), /__analytics|return 204/);
  assert.doesNotMatch(renderHttpConf({hosting, redirects}), /"POST"/);
});

test('paths nginx would interpret are refused at build time', () => {
  assert.equal(quote('/docs/a-b_c.d'), '"/docs/a-b_c.d"');
  for (const bad of ['/docs/a b', '/docs/$var', '/docs/a;b', '/docs/"x"', '/docs/{x}']) assert.throws(() => quote(bad), /nginx would interpret/, bad);
});

test('server.conf: headers on every response (always), precompressed files only, error pages internal', () => {
  const conf = renderServerConf({hosting, csp: "default-src 'self'", extensions: ['html', 'js']});
  for (const name of [
    'Content-Security-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'Permissions-Policy',
    'Cache-Control',
  ]) {
    assert.match(conf, new RegExp(`^add_header ${name} .+ always;$`, 'm'), name);
  }
  assert.match(conf, /^gzip off;$/m);
  assert.match(conf, /^gzip_static on;$/m);
  assert.match(conf, /^brotli_static on;$/m);
  for (const status of [400, 404, 405]) {
    assert.match(conf, new RegExp(`^error_page ${status} /${status}.html;$`, 'm'));
    assert.match(conf, new RegExp(`^location = /${status}.html \\{ internal; \\}$`, 'm'));
  }
  // Order matters: a POST to an old path is 405, not a redirect.
  const order = ['$hosting_method_not_allowed', '$hosting_undecodable', '$hosting_redirect', 'try_files'].map((needle) => conf.indexOf(needle));
  assert.deepEqual(
    [...order].sort((a, b) => a - b),
    order,
  );
});

test('a built file type config/hosting.ts does not know fails the build', () => {
  assert.throws(() => typesBlock(hosting, ['html', 'wasm']), /content type .*: wasm/);
  assert.ok(typesBlock(hosting, ['html']).includes('    text/html html;'));
});

test('the wrapper keeps every file nginx writes under its prefix', () => {
  const conf = renderMainConf({
    prefix: '/nginx-test-prefix',
    root: '/site/build',
    confDir: '/site/build-nginx',
    host: '127.0.0.1',
    port: 8080,
    brotliModule: '/m.so',
    accessLog: false,
    user: undefined,
  });
  assert.match(conf, /^daemon off;$/m);
  assert.match(conf, /^pid \/nginx-test-prefix\/nginx\.pid;$/m);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) assert.match(conf, new RegExp(`${temp}_temp_path /nginx-test-prefix/`), temp);
  assert.match(conf, /listen 127\.0\.0\.1:8080;/);
  assert.match(conf, /^load_module \/m\.so;$/m);
});

const notFound = `<!doctype html><html><head><title>Page Not Found | Site</title>
<script>!function(){document.documentElement.setAttribute("data-theme","light")}()</script>
<link rel=preload href=/assets/js/main.1.js as=script></head><body><nav class=navbar>nav</nav>
<main class="container margin-vert--xl"><h1>Page Not Found</h1><p>gone</p></main>
<script src=/assets/js/main.1.js defer></script></body></html>`;

test('error pages keep the layout and the color-mode snippet, drop the app scripts', () => {
  const page = errorPages.find((p) => p.status === 400);
  assert.ok(page);
  const html = renderErrorPage(notFound, page, 'Site');
  assert.match(html, /<title>Bad Request \| Site<\/title>/);
  assert.match(html, /<h1 class="hero__title">Bad Request<\/h1>/);
  assert.doesNotMatch(html, /Page Not Found/);
  assert.doesNotMatch(html, /main\.1\.js/);
  assert.match(html, /data-theme/);
  assert.match(html, /<nav class="navbar">nav<\/nav>/);
  assert.throws(() => renderErrorPage('<html><body>no main</body></html>', page, 'Site'), /no <main>/);
});
