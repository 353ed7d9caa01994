import {test} from 'node:test';
import assert from 'node:assert/strict';
import {apiStylesModule, withApiStyles} from '../infoPage';

const page = '---\nid: ordering-api\ntitle: "Ordering API"\n---\n\nimport ApiLogo from "@theme/ApiLogo";\n\n<ApiLogo />\n';

test('an info page imports the API stylesheet right after its front matter, and keeps the rest as it was', () => {
  const styled = withApiStyles(page, 'docs/ordering/api/ordering-api.info.mdx');
  assert.equal(
    styled,
    `---\nid: ordering-api\ntitle: "Ordering API"\n---\n\nimport "${apiStylesModule}";\n\nimport ApiLogo from "@theme/ApiLogo";\n\n<ApiLogo />\n`,
  );
});

test('a page without front matter, or one already rewritten, is an error naming the file', () => {
  assert.throws(() => withApiStyles('# Ordering API\n', 'x.info.mdx'), /x\.info\.mdx: no front matter/);
  assert.throws(() => withApiStyles(withApiStyles(page, 'x.info.mdx'), 'x.info.mdx'), /x\.info\.mdx already imports/);
});
