/**
 * The slice swizzles must stay interchangeable with the theme's own: the
 * theme's persistence middleware and components match these action type
 * strings, and the request editor's Redux Toolkit store freezes state, so a
 * reducer that mutated it would throw there.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import accept, {setAccept} from '../Accept/slice';
import contentType, {setContentType} from '../ContentType/slice';
import schemaSelection, {clearSchemaSelections, setSchemaSelection} from '../SchemaSelection/slice';
import server, {setServer, setServerVariable} from '../Server/slice';

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
};

test('action types are the ones the theme matches on', () => {
  assert.equal(setAccept('application/json').type, 'accept/setAccept');
  assert.equal(setContentType('application/json').type, 'contentType/setContentType');
  assert.equal(setSchemaSelection({path: 'body', index: 1}).type, 'schemaSelection/setSchemaSelection');
  assert.equal(clearSchemaSelections(undefined).type, 'schemaSelection/clearSchemaSelections');
  assert.equal(setServer('{}').type, 'server/setServer');
  assert.equal(setServerVariable('{}').type, 'server/setServerVariable');
});

test('accept and content type set the value and keep the options', () => {
  const options = ['application/json', 'application/geo+json'];
  assert.deepEqual(accept(deepFreeze({value: options[0]!, options}), setAccept(options[1]!)), {value: options[1], options});
  assert.deepEqual(contentType(deepFreeze({value: options[0]!, options}), setContentType(options[1]!)), {value: options[1], options});
  const state = deepFreeze({value: 'a', options: ['a']});
  assert.equal(accept(state, setContentType('b')), state, 'another slice’s action leaves the state as it was');
});

test('schema selections are set per path and cleared', () => {
  const one = schemaSelection(deepFreeze({selections: {a: 0}}), setSchemaSelection({path: 'b', index: 2}));
  assert.deepEqual(one, {selections: {a: 0, b: 2}});
  assert.deepEqual(schemaSelection(deepFreeze(one), clearSchemaSelections(undefined)), {selections: {}});
});

test('server selection by url, and a variable changed without mutating the state', () => {
  const options = [{url: 'https://api.example.com'}, {url: 'https://{region}.api.example.com', variables: {region: {default: 'eu', enum: ['eu', 'us']}}}];
  const selected = server(deepFreeze({options}), setServer(JSON.stringify(options[1])));
  assert.equal(selected.value, options[1]);
  const changed = server(deepFreeze(selected), setServerVariable(JSON.stringify({key: 'region', value: 'us'})));
  assert.equal(changed.value?.variables?.region?.default, 'us');
  assert.equal(options[1]?.variables?.region.default, 'eu', 'the original option is untouched');
  assert.deepEqual(server(deepFreeze({options}), setServer(JSON.stringify({url: 'https://unknown.example.com'}))).value, undefined);
});
