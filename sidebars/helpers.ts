/**
 * Building blocks for the sidebar files in this folder.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import fs from 'node:fs';
import path from 'node:path';

export type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;
export type SidebarItem = SidebarItems[number];

/** The sidebar `npm run api:gen` generated for an area (docs/<area>/api/sidebar.ts). */
function generatedApiSidebar(area: string): SidebarItems {
  const file = path.resolve(process.cwd(), 'docs', area, 'api', 'sidebar.ts');
  if (!fs.existsSync(file)) {
    throw new Error(`No generated API sidebar for "${area}" (${file}). Add openapi/${area}.yaml and run \`npm run api:gen\`.`);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- generated file, known only at run time
  const loaded = require(file) as {default: SidebarItems};
  return loaded.default;
}

type DocRef = {type?: string; id?: string; items?: DocRef[]};

/** Returns `items` without the docs whose ids are listed (a new tree; the generated one is untouched). */
function withoutDocs(items: SidebarItems, ids: readonly string[]): SidebarItems {
  const keep = (item: DocRef): DocRef | null => {
    if (item.type === 'doc' && item.id && ids.includes(item.id)) return null;
    if (item.items) return {...item, items: item.items.map(keep).filter((child): child is DocRef => child !== null)};
    return item;
  };
  return (items as DocRef[]).map(keep).filter((item): item is DocRef => item !== null) as SidebarItems;
}

/**
 * An area's generated API sidebar under one "API reference" category.
 * `exclude`: doc ids that belong to no sidebar (SPEC §2: e.g. user orders).
 */
export function apiReference(area: string, options: {exclude?: readonly string[]; label?: string} = {}): SidebarItem {
  return {
    type: 'category',
    label: options.label ?? 'API reference',
    link: {type: 'generated-index', slug: `/${area}/api`, title: options.label ?? 'API reference'},
    items: withoutDocs(generatedApiSidebar(area), options.exclude ?? []),
  };
}

/** A "Guides" category listing guide doc ids (under docs/<area>/guides/) in reading order. */
export function guides(area: string, ids: readonly string[], label = 'Guides'): SidebarItem {
  return {
    type: 'category',
    label,
    link: {type: 'generated-index', slug: `/${area}/guides`, title: label},
    items: ids.map((id) => `${area}/guides/${id}`),
  };
}
