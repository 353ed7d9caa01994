/**
 * Generated API tag pages list their operations as cards (`DocCardList`). The
 * theme takes a card's text from the doc's description in the version data
 * every docs page loads; plugins/docs-lean drops those descriptions, so each
 * tag page carries its own cards' texts instead (src/components/ApiTagCards).
 */
export const apiTagCardsModule = '@site/src/components/ApiTagCards';

/** The block docusaurus-plugin-openapi-docs writes at the end of a tag page. */
const generatedCardList =
  /```mdx-code-block\nimport DocCardList from '@theme\/DocCardList';\nimport \{useCurrentSidebarCategory\} from '@docusaurus\/theme-common';\n\n<DocCardList items=\{useCurrentSidebarCategory\(\)\.items\}\/>\n```/;

/** A card's text: the operation's first sentence, as plain text. */
export function cardDescription(operation: {summary?: string; description?: string}): string {
  const text = (operation.description ?? operation.summary ?? '').trim();
  const paragraph = text.split(/\n\s*\n/)[0] ?? '';
  const plain = paragraph
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentenceEnd = /[.!?](\s|$)/.exec(plain);
  return sentenceEnd ? plain.slice(0, sentenceEnd.index + 1) : plain;
}

/** The tag page with its card list replaced by one that carries the cards' descriptions (by doc id). */
export function rewriteTagPage(mdx: string, file: string, descriptions: Record<string, string>): string {
  if (!generatedCardList.test(mdx)) {
    throw new Error(`${file}: the generated DocCardList block was not found; update scripts/lib/apiPages/tagPage.ts for the plugin's tag template`);
  }
  const block = [
    '```mdx-code-block',
    `import ApiTagCards from '${apiTagCardsModule}';`,
    '',
    `<ApiTagCards descriptions={${JSON.stringify(descriptions)}}/>`,
    '```',
  ].join('\n');
  return mdx.replace(generatedCardList, () => block);
}

type SidebarItem = {type: string; id?: string; link?: {type: string; id?: string}; items?: SidebarItem[]};

/** Tag page doc id → the doc ids of its operations, from the items a generated `sidebar.ts` exports. */
export function operationsByTagPage(sidebar: readonly SidebarItem[]): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  const visit = (items: readonly SidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'doc' && item.link.id) {
        byTag.set(
          item.link.id,
          (item.items ?? []).flatMap((child) => (child.type === 'doc' && child.id ? [child.id] : [])),
        );
      }
      visit(item.items ?? []);
    }
  };
  visit(sidebar);
  return byTag;
}
