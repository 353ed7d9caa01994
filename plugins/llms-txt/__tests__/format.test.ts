import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatLlmsFullTxt, formatLlmsTxt, sectionOf} from '../format';

const site = {title: 'Imagery for developers', tagline: 'Earth imaging at your fingertips', url: 'https://developers.example.com'};
const pages = [
  {route: '/docs/usage/', title: 'Usage', description: 'Credits and limits.', text: 'Intro'},
  {route: '/docs/usage/guides/usage-reporting', title: 'Report on usage', description: '', text: 'Steps'},
  {route: '/docs/usage/api/check-usage', title: 'Check usage', description: 'GET usage', text: 'GET /usage/v1/usage'},
];

test('routes are grouped by kind', () => {
  assert.deepEqual(
    pages.map((p) => sectionOf(p.route)),
    ['Overview and landing pages', 'Guides', 'API reference'],
  );
});

test('llms.txt: title, summary, one absolute link per page, the specs', () => {
  const text = formatLlmsTxt(site, pages, ['usage']);
  assert.match(text, /^# Imagery for developers\n\n> Earth imaging at your fingertips\./);
  assert.match(text, /## Guides\n\n- \[Report on usage\]\(https:\/\/developers\.example\.com\/docs\/usage\/guides\/usage-reporting\)\n/);
  assert.match(text, /- \[Check usage\]\(https:\/\/developers\.example\.com\/docs\/usage\/api\/check-usage\): GET usage/);
  assert.match(text, /- \[usage\]\(https:\/\/developers\.example\.com\/openapi\/usage\.yaml\)/);
});

test('llms-full.txt holds each page with its URL and text', () => {
  const text = formatLlmsFullTxt(site, pages);
  assert.equal((text.match(/^URL: /gm) ?? []).length, 3);
  assert.match(text, /# Check usage\n\nURL: https:\/\/developers\.example\.com\/docs\/usage\/api\/check-usage\n\nGET \/usage\/v1\/usage/);
});
