/**
 * The docs plugin passes every docs page the whole version's metadata: all
 * sidebars and, for each of its 300+ docs, id, title, sidebar and description.
 * That is one chunk (130 KB raw, 23 KB gzip) loaded on every docs page. The
 * theme reads a doc's entry in one place only, the cards of a DocCardList
 * (`useDocById(id)`, which throws for an unknown id, then `.description`;
 * never `.title`). The only DocCardLists of the site are the API tag pages,
 * which carry their cards' descriptions themselves (src/components/ApiTagCards),
 * so each entry keeps its id and sidebar only.
 */
import type {RouteConfig} from '@docusaurus/types';

type VersionDoc = {id: string; title?: string; description?: string; sidebar?: string};
type VersionProp = {docs: Record<string, VersionDoc>};

function isVersionProp(value: unknown): value is VersionProp {
  if (typeof value !== 'object' || value === null || !('docs' in value) || !('docsSidebars' in value)) return false;
  const {docs} = value;
  return typeof docs === 'object' && docs !== null;
}

/**
 * The route, and its child routes, with every `version` prop's docs reduced to
 * id and sidebar (the plugin adds one docs root route whose children are
 * the version routes); routes without one are returned as they are.
 */
export function withSlimVersionDocs(route: RouteConfig): RouteConfig {
  const version: unknown = route.props?.version;
  const routes = route.routes?.map(withSlimVersionDocs);
  const changed = routes?.some((child, i) => child !== route.routes?.[i]) ?? false;
  if (!isVersionProp(version) && !changed) return route;
  const props = isVersionProp(version)
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, doc]) => [id, doc.sidebar === undefined ? {id: doc.id} : {id: doc.id, sidebar: doc.sidebar}]),
          ),
        },
      }
    : route.props;
  return {...route, ...(props ? {props} : {}), ...(routes && changed ? {routes} : {})};
}
