import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {test} from 'node:test';
import {hosting} from '../../../config/hosting';
import {analyticsLocalPath, analyticsOrigin, inlineHandlers, inlineScripts, renderCsp, sha256Source} from '../csp';

test('inline scripts: bodies of executable scripts only, byte for byte', () => {
  const html = [
    '<script src=/assets/js/main.js defer></script>',
    '<script>!function(){var t=1}()</script>',
    '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    "<script type='module'>import('./x.js')</script>",
    '<script type=text/javascript>\n  a < b\n</script>',
  ].join('');
  assert.deepEqual(inlineScripts(html), ['!function(){var t=1}()', "import('./x.js')", '\n  a < b\n']);
});

test('sha256 sources are what a browser computes: base64 of the UTF-8 bytes', () => {
  const script = 'document.documentElement.dataset.theme="dark" // é';
  const expected = createHash('sha256').update(Buffer.from(script, 'utf8')).digest('base64');
  assert.equal(sha256Source(script), `'sha256-${expected}'`);
  assert.notEqual(sha256Source(script), sha256Source(`${script} `));
});

test('inline event handlers are found, attributes that merely start with "on" are not', () => {
  assert.deepEqual(inlineHandlers('<a href=/online>x</a><div data-onload="1" aria-controls=on>'), []);
  assert.equal(inlineHandlers('<img src=x.png onerror="alert(1)">').length, 1);
  assert.deepEqual(inlineHandlers('<script>if (a <b onload=1) {}</script>'), [], 'script bodies are not tags');
});

test('the policy: hashes added to script-src, sorted and deduplicated; no unsafe-inline for scripts', () => {
  const csp = renderCsp(hosting.csp, {scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"], connectOrigins: []});
  const directives = new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
  assert.deepEqual(directives.get('script-src'), ["'self'", "'sha256-a'", "'sha256-b'"]);
  assert.deepEqual(directives.get('frame-ancestors'), ["'none'"]);
  assert.deepEqual(directives.get('connect-src'), ["'self'"]);
  assert.throws(
    () => renderCsp({...hosting.csp, 'script-src': ["'self'", "'unsafe-inline'"]}, {scriptHashes: [], connectOrigins: []}),
    /must not allow 'unsafe-inline'/,
  );
});

test('analytics on this host: its path, which nginx then answers; a URL, a query or a protocol-relative path is not one', () => {
  assert.equal(analyticsLocalPath(undefined), undefined);
  assert.equal(analyticsLocalPath('/__analytics'), '/__analytics');
  assert.equal(analyticsLocalPath('https://events.example.com/v1/page-views'), undefined);
  assert.throws(() => analyticsLocalPath('/collect?site=docs'), /plain path/);
  assert.throws(() => analyticsLocalPath('//events.example.com/collect'), /plain path/);
});

test('analytics on another host adds its origin to connect-src; a path adds nothing', () => {
  assert.equal(analyticsOrigin(undefined), undefined);
  assert.equal(analyticsOrigin('/__analytics'), undefined);
  assert.equal(analyticsOrigin('https://events.example.com/v1/page-views?x=1'), 'https://events.example.com');
  assert.throws(() => analyticsOrigin('ftp://events.example.com/'), /path or an http\(s\) URL/);
  const csp = renderCsp(hosting.csp, {scriptHashes: [], connectOrigins: ['https://events.example.com']});
  assert.match(csp, /connect-src 'self' https:\/\/events\.example\.com(;|$)/);
});
