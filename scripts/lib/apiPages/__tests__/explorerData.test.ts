import {test} from 'node:test';
import assert from 'node:assert/strict';
import {explorerData} from '../explorerData';

const order = {type: 'object', properties: {id: {type: 'string'}}};
const problem = {type: 'object', properties: {type: {type: 'string'}}};

test('the request editor data keeps the request and the media types of success responses only', () => {
  const op = {
    method: 'post',
    path: '/ordering/v1/orders',
    summary: 'Place an order',
    description: 'Long text.',
    parameters: [{name: 'Idempotency-Key', in: 'header' as const}],
    requestBody: {content: {'application/json': {schema: order, example: {name: 'x'}}}},
    security: [{apiKey: []}],
    securitySchemes: {apiKey: {type: 'apiKey' as const, in: 'header' as const, name: 'X-API-Key'}},
    responses: {
      '200': {description: 'OK', content: {'application/json': {schema: order}}},
      '201': {description: 'Placed', content: {'application/json': {schema: order}}},
      '404': {description: 'Not found', content: {'application/problem+json': {schema: problem}}},
    },
  };
  assert.deepEqual(explorerData(op), {
    method: 'post',
    path: '/ordering/v1/orders',
    parameters: op.parameters,
    requestBody: op.requestBody,
    security: op.security,
    securitySchemes: op.securitySchemes,
    responses: {'200': {description: '', content: {'application/json': {}}}, '201': {description: '', content: {'application/json': {}}}},
  });
});
