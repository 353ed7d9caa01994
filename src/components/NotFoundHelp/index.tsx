/**
 * The helpful half of the not-found page: a search box and the existing pages
 * whose paths are closest to the one requested. The page list is a small JSON
 * file written at build time (plugins/page-index); it is fetched only here.
 * If it cannot be loaded, the reader still gets the search box and the overview link.
 */
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SiteSearch from '@site/src/components/SiteSearch';
import {closestPages, parsePageIndex, type IndexedPage} from '@site/src/utils/closestPages';
import styles from './styles.module.css';

type State = {status: 'loading'} | {status: 'ready'; pages: IndexedPage[]} | {status: 'error'};

export default function NotFoundHelp(): ReactNode {
  const {pathname} = useLocation();
  const {file} = usePluginData('page-index') as {file: string};
  const indexUrl = useBaseUrl(`/${file}`);
  const [state, setState] = useState<State>({status: 'loading'});

  useEffect(() => {
    const controller = new AbortController();
    fetch(indexUrl, {signal: controller.signal})
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((data: unknown) => setState({status: 'ready', pages: closestPages(pathname, parsePageIndex(data))}))
      .catch(() => {
        if (!controller.signal.aborted) setState({status: 'error'});
      });
    return () => controller.abort();
  }, [indexUrl, pathname]);

  return (
    <section className={clsx('container', styles.help)} aria-labelledby="not-found-help">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h2 id="not-found-help">Find what you were looking for</h2>
          <div className={styles.search}>
            <SiteSearch inline />
          </div>
          {state.status === 'loading' && (
            <p aria-busy="true" className={styles.muted}>
              Looking for pages with a similar address…
            </p>
          )}
          {state.status === 'ready' && state.pages.length > 0 && (
            <>
              <h3 className={styles.listTitle}>Closest pages</h3>
              <ul className={styles.suggestions} data-testid="not-found-suggestions">
                {state.pages.map((page) => (
                  <li key={page.path}>
                    <Link to={page.path}>{page.title}</Link>
                    <span className={styles.path}>{page.path}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            Or start from the <Link to="/docs/">overview of all APIs</Link>.
          </p>
        </div>
      </div>
    </section>
  );
}
