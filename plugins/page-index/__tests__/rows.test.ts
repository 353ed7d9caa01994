import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageRoutes, pageRows, titleOf} from '../rows';

test('pageRoutes drops the 404 and search routes and duplicates, sorted', () => {
  assert.deepEqual(pageRoutes(['/docs/b', '/404.html', '/docs/a', '/docs/b', '/search']), ['/docs/a', '/docs/b']);
});

test('titleOf strips the site suffix and decodes entities', () => {
  assert.equal(titleOf('<title data-rh="true">Place an order | Imagery for developers</title>', 'Imagery for developers'), 'Place an order');
  assert.equal(titleOf('<title>Q&amp;A &#8212; tips</title>', 'X'), 'Q&A — tips');
  assert.equal(titleOf('<html></html>', 'X'), undefined);
});

test('pageRows skips pages without a title or a file', () => {
  assert.deepEqual(
    pageRows(
      [
        {route: '/a', html: '<title>A | S</title>'},
        {route: '/b', html: undefined},
        {route: '/c', html: '<p>no title</p>'},
      ],
      'S',
    ),
    [{path: '/a', title: 'A'}],
  );
});
