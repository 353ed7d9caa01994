import {test} from 'node:test';
import assert from 'node:assert/strict';
import {highlightOf} from '../highlightOf';

test('bodies are highlighted by media type: JSON family, XML family (GML too), else plain text', () => {
  assert.equal(highlightOf('application/problem+json'), 'json');
  assert.equal(highlightOf('application/geo+json'), 'json');
  assert.equal(highlightOf('application/vnd.ogc.wms_xml'), 'xml');
  assert.equal(highlightOf('application/gml+xml; version=3.2'), 'xml');
  assert.equal(highlightOf('text/csv'), 'text');
});
