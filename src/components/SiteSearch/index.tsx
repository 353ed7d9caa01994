/**
 * The navbar search box. Loads the lunr files only on first intent (hover,
 * click, focus or the shortcut), renders hits as React text (titles and
 * snippets are never inserted as HTML), and on selection clears itself,
 * navigates and asks the target page to highlight the matched word.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Segment} from '@site/src/utils/searchQuery';
import {loadSearch, type FileNames, type LoadedSearch, type SearchHit} from './searchIndex';
import {isSearchShortcut, shortcutLabel} from './shortcut';
import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'ready' | 'error';

function Highlighted({segments}: {segments: Segment[]}): ReactNode {
  return segments.map((segment, i) =>
    segment.match ? <mark key={i} className={styles.match}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>,
  );
}

export default function SiteSearch(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {fileNames} = usePluginData('docusaurus-lunr-search') as {fileNames: FileNames};
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const engine = useRef<LoadedSearch | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);

  // The index exists only in a production build (it is written after the build).
  const isDevServer = process.env.NODE_ENV !== 'production';
  const platform = isBrowser ? navigator.platform : '';
  const label = shortcutLabel(platform);

  const ensureLoaded = useCallback(() => {
    if (isDevServer || engine.current || status === 'loading') return;
    setStatus('loading');
    loadSearch(siteConfig.baseUrl, fileNames).then(
      (loaded) => {
        engine.current = loaded;
        setStatus('ready');
      },
      (error: unknown) => {
        console.warn('Search could not load its index:', error);
        setStatus('error');
      },
    );
  }, [isDevServer, status, siteConfig.baseUrl, fileNames]);

  // Run the query whenever it or the engine changes.
  useEffect(() => {
    if (status !== 'ready' || !engine.current) return;
    const next = query.trim() ? engine.current.search(query) : [];
    setHits(next);
    setActive(0);
  }, [query, status]);

  // Ctrl+K / ⌘+K focuses the box from anywhere.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, navigator.platform)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const select = (hit: SearchHit) => {
    setQuery('');
    setHits([]);
    setOpen(false);
    inputRef.current?.blur();
    history.push(hit.url, {highlightState: {wordToHighlight: hit.wordToHighlight}});
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, hits.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      const hit = hits[active];
      if (hit) {
        event.preventDefault();
        select(hit);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      inputRef.current?.blur();
    }
  };

  const placeholder = isDevServer
    ? 'Search needs a production build'
    : status === 'ready'
      ? label
      : status === 'error'
        ? 'Search unavailable'
        : 'Loading...';
  const showList = open && query.trim().length > 0 && status === 'ready';

  return (
    <div className={clsx('navbar__search', styles.search)} onMouseEnter={ensureLoaded}>
      <input
        ref={inputRef}
        type="search"
        className={clsx('navbar__search-input', styles.input)}
        placeholder={placeholder}
        aria-label={label}
        title={isDevServer ? 'Run `npm run preview` to try search: the index is built with the production site.' : label}
        aria-busy={status === 'loading'}
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        role="combobox"
        disabled={isDevServer}
        value={query}
        onMouseOver={ensureLoaded}
        onClick={ensureLoaded}
        onFocus={() => {
          ensureLoaded();
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {showList && (
        <ul id={listId} role="listbox" className={styles.results} aria-label="Search results">
          {hits.length === 0 ? (
            <li className={styles.empty}>No results for “{query.trim().slice(0, 80)}”</li>
          ) : (
            hits.map((hit, i) => (
              <li key={`${hit.url}-${i}`} role="option" aria-selected={i === active}>
                {/* eslint-disable-next-line @docusaurus/no-html-links -- onClick navigates with history.push and the highlight state, which Link cannot carry; href serves middle-click and copy-link */}
                <a
                  href={hit.url}
                  className={clsx('search-hit', styles.hit, i === active && styles.active)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={(event) => {
                    event.preventDefault();
                    select(hit);
                  }}>
                  <span className={styles.title}>
                    <Highlighted segments={hit.titleSegments} />
                    {hit.subcategorySegments && (
                      <>
                        {' › '}
                        <Highlighted segments={hit.subcategorySegments} />
                      </>
                    )}
                  </span>
                  {hit.text && (
                    <span className={styles.text}>
                      <Highlighted segments={hit.textSegments} />
                    </span>
                  )}
                </a>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
