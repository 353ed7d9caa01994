/**
 * The navbar search box. Starts the search worker only on first intent
 * (hover, click, focus or the shortcut), renders hits as React text (titles
 * and snippets are never inserted as HTML), and on selection clears itself,
 * navigates and asks the target page to highlight the matched word.
 * On narrow screens it is an icon that opens a full-width overlay.
 * `data-search-state` (idle, loading, ready, error, dev) is what tests wait on.
 */
import React, {memo, startTransition, useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Segment} from '@site/plugins/search-index/text';
import type {FileNames} from '@site/plugins/search-index/types';
import type {SearchHit} from './protocol';
import {createSearchClient, type SearchClient} from './searchClient';
import {isSearchShortcut, searchPlaceholder, shortcutLabel, type SearchState} from './shortcut';
import styles from './styles.module.css';

type Status = Exclude<SearchState, 'dev'>;

function Highlighted({segments}: {segments: Segment[]}): ReactNode {
  return segments.map((segment, i) =>
    segment.match ? (
      <mark key={i} className={styles.match}>
        {segment.text}
      </mark>
    ) : (
      <React.Fragment key={i}>{segment.text}</React.Fragment>
    ),
  );
}

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l4.1 4.1-1.1 1.1-4.1-4.1A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" fill="currentColor" />
    </svg>
  );
}

function HitRow({hit}: {hit: SearchHit}): ReactNode {
  return (
    <>
      <span className={styles.title}>
        <Highlighted segments={hit.titleSegments} />
        {hit.subcategorySegments && (
          <span className={styles.section}>
            {' › '}
            <Highlighted segments={hit.subcategorySegments} />
          </span>
        )}
      </span>
      <span className={styles.meta}>
        <span className={clsx(styles.kind, 'search-hit-kind')}>{hit.kind}</span>
        <span className="search-hit-context">{hit.context}</span>
      </span>
      {hit.text && (
        <span className={clsx(styles.text, 'search-hit-text')}>
          <Highlighted segments={hit.textSegments} />
        </span>
      )}
    </>
  );
}

/**
 * One hit. Memoized: a keystroke re-renders the search box, and the hits
 * shown (the previous query's, until the worker answers) stay as they are
 * instead of being rendered again in the key's synchronous update.
 */
const HitOption = memo(function HitOption({
  id,
  hit,
  active,
  onSelect,
}: {
  id: string;
  hit: SearchHit;
  active: boolean;
  onSelect: (hit: SearchHit) => void;
}): ReactNode {
  return (
    <li id={id} role="option" aria-selected={active}>
      {/* Not <Link>: a Link prefetches its page's chunks as soon as it is in view,
          so every keystroke fetched the pages of up to 8 passing hits and matched
          each against every route in long tasks. Hits load on hover, like a
          Link, and navigate through the router on click or Enter. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- see the comment above */}
      <a
        href={hit.url}
        className={clsx('search-hit', styles.hit, active && styles.active)}
        onMouseEnter={() => void window.docusaurus.preload(hit.url)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          // A modified click opens the page in a new tab or window, as links do.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onSelect(hit);
        }}>
        <HitRow hit={hit} />
      </a>
    </li>
  );
});

export type Props = {
  /** In a page (the not-found page), not the navbar: the box itself at every width, never the icon and overlay. */
  inline?: boolean;
};

export default function SiteSearch({inline = false}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {fileNames} = usePluginData('docusaurus-lunr-search') as {fileNames: FileNames};
  const history = useHistory();
  const isBrowser = useIsBrowser();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const client = useRef<SearchClient | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [hitsQuery, setHitsQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const [overlay, setOverlay] = useState(false);
  // The list closes a moment after the box loses focus; coming back before then must keep it open.
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const startTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Whether loading was asked for (and has not failed since): hovering the box
  // again, or moving between its parts, then asks nothing and queues no update.
  const loadAsked = useRef(false);

  // The index exists only in a production build (it is written after the build).
  const isDevServer = process.env.NODE_ENV !== 'production';
  const label = shortcutLabel(isBrowser ? navigator.platform : '');

  const startWorker = useCallback(() => {
    client.current ??= createSearchClient(siteConfig.baseUrl, fileNames, {
      onReady: () => setStatus('ready'),
      onError: (message) => {
        loadAsked.current = false;
        console.warn('Search could not load its index:', message);
        setStatus('error');
      },
      // A transition: React renders the new hits in slices it can interrupt,
      // so a keystroke typed meanwhile is handled first and no task grows long.
      onHits: (answered, next) =>
        startTransition(() => {
          setHits(next);
          setHitsQuery(answered);
          setActive(0);
        }),
    });
    client.current.load();
  }, [siteConfig.baseUrl, fileNames]);

  const ensureLoaded = useCallback(() => {
    if (isDevServer || loadAsked.current) return;
    loadAsked.current = true;
    setStatus('loading');
    // The worker starts in a task of its own: the pointer's first events over
    // the box are often the page's first, and React handling them for the
    // first time already makes a long task on a slow CPU.
    startTimer.current ??= setTimeout(() => {
      startTimer.current = undefined;
      startWorker();
    }, 0);
  }, [isDevServer, startWorker]);

  useEffect(
    () => () => {
      clearTimeout(blurTimer.current);
      clearTimeout(startTimer.current);
      client.current?.dispose();
    },
    [],
  );

  // Ask the worker whenever the query changes (or the index becomes ready).
  // An empty query clears the hits where it is typed (onChange, select).
  useEffect(() => {
    if (status === 'ready' && query.trim()) client.current?.query(query);
  }, [query, status]);

  // Stable (state setters and refs only), like `close` and `select`: hits are memoized against `select`.
  const clearHits = useCallback(() => {
    setHits([]);
    setHitsQuery('');
  }, []);

  const openBox = useCallback(() => {
    ensureLoaded();
    setOverlay(true);
    setOpen(true);
    // The input is shown by the overlay's render: focus it on the next frame.
    requestAnimationFrame(() => inputRef.current?.focus());
  }, [ensureLoaded]);

  const close = useCallback(() => {
    setOpen(false);
    setOverlay(false);
    inputRef.current?.blur();
  }, []);

  // Ctrl+K / ⌘+K focuses the box from anywhere.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, navigator.platform)) return;
      event.preventDefault();
      openBox();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openBox]);

  /** Whether the shown hits answer what is typed now. */
  const current = query.trim().length > 0 && hitsQuery === query;

  const select = useCallback(
    (hit: SearchHit) => {
      setQuery('');
      clearHits();
      close();
      history.push(hit.url, {highlightState: {wordToHighlight: hit.wordToHighlight}});
    },
    [clearHits, close, history],
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(i + 1, hits.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      // Only a hit of what is typed now: not one of the previous query's, still shown while the answer comes.
      const hit = current ? hits[active] : undefined;
      if (hit) {
        event.preventDefault();
        select(hit);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const state: SearchState = isDevServer ? 'dev' : status;
  const placeholder = searchPlaceholder(state, label);
  // While the worker answers a new keystroke, the previous query's hits stay
  // (marked busy) instead of the list being removed and built again: one list
  // update per keystroke, not two. `data-query` says which query they answer.
  const showList = open && query.trim().length > 0 && status === 'ready' && hitsQuery !== '';
  const optionId = (i: number) => `${listId}-option-${i}`;

  return (
    <div
      className={clsx('navbar__search', styles.search, inline && styles.inline, overlay && styles.overlayOpen)}
      data-search-state={state}
      onMouseEnter={ensureLoaded}>
      <button type="button" className={styles.iconButton} aria-label={label} onClick={openBox} onFocus={ensureLoaded}>
        <SearchIcon />
      </button>
      <div className={styles.panel}>
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
          aria-activedescendant={showList && hits.length > 0 ? optionId(active) : undefined}
          aria-autocomplete="list"
          role="combobox"
          disabled={isDevServer}
          value={query}
          onMouseOver={ensureLoaded}
          onClick={ensureLoaded}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            ensureLoaded();
            setOpen(true);
          }}
          onBlur={() => {
            clearTimeout(blurTimer.current);
            blurTimer.current = setTimeout(() => setOpen(false), 150);
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            if (!event.target.value.trim()) clearHits();
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {overlay && (
          <button type="button" className={styles.closeButton} onClick={close}>
            Close
          </button>
        )}
        {status === 'error' && (
          <p className={styles.error} role="alert">
            Search could not load.{' '}
            <button type="button" className={clsx('button button--sm button--outline button--primary', styles.retry)} onClick={ensureLoaded}>
              Retry
            </button>
          </p>
        )}
        {showList && (
          <ul id={listId} role="listbox" className={styles.results} aria-label="Search results" aria-busy={!current} data-query={hitsQuery}>
            {hits.length === 0 ? (
              <li className={styles.empty}>No results for “{hitsQuery.trim().slice(0, 80)}”</li>
            ) : (
              hits.map((hit, i) => <HitOption key={`${hit.url}-${i}`} id={optionId(i)} hit={hit} active={i === active} onSelect={select} />)
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
