import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import {lazyCreator} from '../lazy';

/** What the lazy component renders: the built route's element, with the props it was given. */
function rendered(route: unknown, props: {title: string}): ReactElement<{title: string}> {
  const element = (route as (p: {title: string}) => ReactNode)(props);
  assert.ok(isValidElement<{title: string}>(element));
  return element;
}

type Route = ((props: {title?: string}) => ReactNode) & {preload: () => Promise<string>};

function fakeCreator(): {create: (path: string, hash: string) => Route; calls: string[]} {
  const calls: string[] = [];
  const create = (path: string, hash: string): Route => {
    calls.push(`${path}-${hash}`);
    const route = ({title}: {title?: string}): ReactNode => createElement('p', null, `${path} ${title ?? ''}`);
    return Object.assign(route, {preload: () => Promise.resolve(`preloaded ${path}`)});
  };
  return {create, calls};
}

test('nothing is built until the route is preloaded or rendered, then it is built once', async () => {
  const {create, calls} = fakeCreator();
  const lazy = lazyCreator(create);
  const route = lazy('/docs/a', 'f00');
  lazy('/docs/b', 'ba5');
  assert.deepEqual(calls, []);
  assert.equal(await route.preload(), 'preloaded /docs/a');
  assert.deepEqual(calls, ['/docs/a-f00']);
  const element = rendered(route, {title: 'A'});
  assert.deepEqual((element.type as Route)(element.props), createElement('p', null, '/docs/a A'));
  assert.deepEqual(element.props, {title: 'A'});
  assert.equal(await route.preload(), 'preloaded /docs/a');
  assert.deepEqual(calls, ['/docs/a-f00']);
});

test('a route rendered before any preload is built on render, with its props', () => {
  const {create, calls} = fakeCreator();
  const route = lazyCreator(create)('/docs/c', 'c0c');
  assert.deepEqual(calls, []);
  const element = rendered(route, {title: 'C'});
  assert.deepEqual(calls, ['/docs/c-c0c']);
  assert.deepEqual(element.props, {title: 'C'});
  // The element is the built route itself: it renders what the creator made.
  assert.deepEqual((element.type as Route)(element.props), createElement('p', null, '/docs/c C'));
  rendered(route, {title: 'C'});
  assert.deepEqual(calls, ['/docs/c-c0c']);
});

test('a route asked for twice is the same component, built once', async () => {
  const {create, calls} = fakeCreator();
  const lazy = lazyCreator(create);
  const first = lazy('/docs/d', 'd0d');
  assert.equal(lazy('/docs/d', 'd0d'), first);
  assert.notEqual(lazy('/docs/d', 'e0e'), first);
  await first.preload();
  await lazy('/docs/d', 'd0d').preload();
  assert.deepEqual(calls, ['/docs/d-d0d']);
  assert.deepEqual(
    {key: (first as unknown as {routeKey: string}).routeKey, hash: (first as unknown as {routeHash: string}).routeHash},
    {key: '/docs/d-d0d', hash: 'd0d'},
  );
});
