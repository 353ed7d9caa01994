import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isNewPageView, reportPageView, type Transport} from '../pageView';

function recorder(): {transport: Transport; sent: Array<{endpoint: string; body: unknown}>} {
  const sent: Array<{endpoint: string; body: unknown}> = [];
  return {sent, transport: (endpoint, body) => (sent.push({endpoint, body: JSON.parse(body)}), true)};
}

test('the first page is a page view', () => {
  assert.equal(isNewPageView({pathname: '/docs/'}, null), true);
});

test('a hash or query change is not a page view', () => {
  assert.equal(isNewPageView({pathname: '/docs/', hash: '#a'}, {pathname: '/docs/'}), false);
  assert.equal(isNewPageView({pathname: '/docs/', search: '?q=1'}, {pathname: '/docs/'}), false);
});

test('a path change sends exactly one event with both paths', () => {
  const {sent, transport} = recorder();
  const ok = reportPageView('/collect', {pathname: '/docs/usage/'}, {pathname: '/docs/'}, 'Usage', transport, 42);
  assert.equal(ok, true);
  assert.deepEqual(sent, [{endpoint: '/collect', body: {type: 'page_view', path: '/docs/usage/', previousPath: '/docs/', title: 'Usage', timestamp: 42}}]);
});

test('no endpoint configured: nothing is sent', () => {
  const {sent, transport} = recorder();
  assert.equal(reportPageView(undefined, {pathname: '/docs/'}, null, 'Overview', transport), false);
  assert.equal(sent.length, 0);
});
