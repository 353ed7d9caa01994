/**
 * Replaces docusaurus-lunr-search's SearchBar (which fetches the index on every
 * page render and inserts result titles as HTML) with our SiteSearch, which
 * loads lazily and renders text safely. Nothing upstream is wrapped: the stock
 * component has no extension points for either behaviour.
 */
import type {ReactNode} from 'react';
import SiteSearch from '@site/src/components/SiteSearch';

export default function SearchBar(): ReactNode {
  return <SiteSearch />;
}
