import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compactSvg, parseDiagram, svgSize} from '../source';

test('state diagram: header lines and one step per transition, aliases resolved', () => {
  const d = parseDiagram(
    'x',
    [
      '%% title: T',
      '%% alt: A',
      'stateDiagram-v2',
      '  [*] --> a',
      '  a --> b : go',
      '  b --> b : wait',
      '  state "long name" as c',
      '  b --> c',
      '  c --> [*]',
    ].join('\n'),
  );
  assert.equal(d.title, 'T');
  assert.equal(d.alt, 'A');
  assert.deepEqual(d.steps, ['Starts as a.', 'a → b (go).', 'b stays b (wait).', 'b → long name.', 'long name is final.']);
});

test('flowchart: node labels and dotted labelled edges', () => {
  const d = parseDiagram(
    'y',
    ['%% title: T', '%% alt: A', 'flowchart LR', '  s["Search<br/>STAC"] --> o["Order"]', '  m["Watch"] -. new image .-> o'].join('\n'),
  );
  assert.deepEqual(d.steps, ['Search: STAC → Order.', 'Watch → Order (new image).']);
});

test('missing header or transitions is a clear error', () => {
  assert.throws(() => parseDiagram('z', 'stateDiagram-v2\n a --> b'), /diagrams\/z\.mmd: start with "%% title/);
  assert.throws(() => parseDiagram('z', '%% title: T\n%% alt: A\nstateDiagram-v2\n'), /no transitions/);
});

test('svgSize reads the viewBox', () => {
  assert.deepEqual(svgSize('<svg id="a" viewBox="0 0 640.5 200" style="max-width: 640px">'), {width: 641, height: 200});
  assert.throws(() => svgSize('<svg width="10">'), /viewBox/);
});

test('compactSvg rounds path and transform coordinates to a tenth, nothing else', () => {
  assert.equal(
    compactSvg('<g transform="translate(10.123456, -3.987654)" style="opacity:0.25"><path d="M-41.0703125 -17 C-22.100630249744857 -17, 3.1 2e-7"/></g>'),
    '<g transform="translate(10.1, -4)" style="opacity:0.25"><path d="M-41.1 -17 C-22.1 -17, 3.1 2e-7"/></g>',
  );
});
