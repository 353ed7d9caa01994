/**
 * The operation cards of a generated API tag page. The stock DocCardList reads
 * each card's text from the version data every docs page loads, from which
 * plugins/docs-lean removes doc descriptions; the tag page passes its cards'
 * texts itself (written by `npm run api:gen`, scripts/lib/apiPages/tagPage.ts).
 */
import type {ReactNode} from 'react';
import DocCardList from '@theme/DocCardList';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';
// The API pages' stylesheet (plugins/openapi-styles): loaded by the pages that use it, not by every page.
import '@site/src/css/openapiPages';

type Props = {
  /** Card text by doc id. */
  descriptions: Readonly<Record<string, string>>;
};

export default function ApiTagCards({descriptions}: Props): ReactNode {
  const items = useCurrentSidebarCategory().items.map((item) => {
    const description = item.type === 'link' && item.docId ? descriptions[item.docId] : undefined;
    return description ? {...item, description} : item;
  });
  return <DocCardList items={items} />;
}
