/**
 * The on-demand part of the request editor (its own chunk): the operation's
 * data (`docs/<area>/api/<id>.explorer.json`, written by `api:gen`, one small
 * chunk per page) and the theme's ApiExplorer with the store it needs. The
 * send button stays hidden: the page's front matter says `hide_send_button`.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ApiExplorer from '@theme/ApiExplorer';
// Prism with the site's languages, for the live samples (the main bundle no longer has it).
import '@site/src/components/LazyHighlight/prism';
import {createAuth} from '@theme/ApiExplorer/Authorization/slice';
import {createPersistenceMiddleware} from '@theme/ApiExplorer/persistenceMiddleware';
import {createStoreWithState} from '@theme/ApiItem/store';
import type {ThemeConfig} from 'docusaurus-theme-openapi-docs/src/types';
import {initialEditorState, type ExplorerOperation} from './initialState';

export type EditorProps = {docId: string; infoPath: string | undefined; onError: (message: string) => void};

type Loaded = {api: ExplorerOperation; store: ReturnType<typeof createStoreWithState>};

export default function Editor({docId, infoPath, onError}: EditorProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const options = (siteConfig.themeConfig as ThemeConfig).api;
  const [loaded, setLoaded] = useState<Loaded>();

  useEffect(() => {
    let cancelled = false;
    import(`@site/docs/${docId}.explorer.json`)
      .then((module: {default: ExplorerOperation}) => {
        if (cancelled) return;
        const api = module.default;
        const auth = createAuth({security: api.security, securitySchemes: api.securitySchemes, options});
        const store = createStoreWithState(initialEditorState(api, auth), [createPersistenceMiddleware(options)]);
        setLoaded({api, store});
      })
      .catch((error: unknown) => {
        console.warn(`Request editor: the data of ${docId} failed to load:`, error);
        if (!cancelled) onError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
    };
  }, [docId, onError, options]);

  if (!loaded) return <p aria-busy="true">Loading the request editor…</p>;
  return (
    <Provider store={loaded.store}>
      <ApiExplorer item={loaded.api} infoPath={infoPath ?? ''} />
    </Provider>
  );
}
