import {test} from 'node:test';
import assert from 'node:assert/strict';
import {elementCount} from '../htmlSize';

test('elements are what the parser builds: not end tags, comments, the doctype or a < in text', () => {
  const html = '<!DOCTYPE html><html><head></head><body><!-- <div> --><p>a < b</p><br/><img src=x><code-sample></code-sample></body></html>';
  assert.equal(elementCount(html), 7); // html, head, body, p, br, img, code-sample
});

test('markup inside an attribute value is not an element', () => {
  assert.equal(elementCount('<html><head></head><body><div class=a\n  data-x="<span>"><span>x</span></div></body></html>'), 5); // html, head, body, div, span
});
