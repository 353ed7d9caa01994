/**
 * "Edit request": the theme's request form and live code samples, loaded only
 * when the reader asks for them (the chunk holds postman-collection and
 * postman-code-generators: over 1.5 MB gzip). While it loads the button says
 * so; if the chunk or the operation data fails to load, the rest of the page
 * stays as it is and this area offers Retry, which loads again.
 */
import {useCallback, useState, type ComponentType, type ReactNode} from 'react';
import type {EditorProps} from './Editor';
import styles from './styles.module.css';

type State = {status: 'closed'} | {status: 'loading'} | {status: 'failed'; message: string} | {status: 'open'; Editor: ComponentType<EditorProps>};

export type Props = {docId: string; infoPath: string | undefined};

export default function RequestEditor({docId, infoPath}: Props): ReactNode {
  const [state, setState] = useState<State>({status: 'closed'});

  const load = useCallback(() => {
    setState({status: 'loading'});
    import('./Editor')
      .then((module) => setState({status: 'open', Editor: module.default}))
      .catch((error: unknown) => {
        console.warn('Request editor failed to load:', error);
        setState({status: 'failed', message: error instanceof Error ? error.message : String(error)});
      });
  }, []);

  switch (state.status) {
    case 'closed':
    case 'loading':
      return (
        <div className={styles.editor}>
          <button
            type="button"
            className="button button--secondary button--block"
            onClick={load}
            disabled={state.status === 'loading'}
            aria-busy={state.status === 'loading'}>
            {state.status === 'loading' ? 'Loading the request editor…' : 'Edit request'}
          </button>
          {state.status === 'closed' && <p className={styles.hint}>Change parameters and body, and see the samples update.</p>}
        </div>
      );
    case 'failed':
      return (
        <div className={styles.editor} role="alert">
          <p className={styles.error}>The request editor could not be loaded. Check your connection and try again.</p>
          <button type="button" className="button button--primary" onClick={load}>
            Retry
          </button>
        </div>
      );
    case 'open':
      return (
        <div className={styles.editor}>
          <state.Editor docId={docId} infoPath={infoPath} onError={(message) => setState({status: 'failed', message})} />
        </div>
      );
  }
}
