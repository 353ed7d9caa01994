/**
 * The CQL2 playground: CQL2 text and CQL2 JSON side by side, kept in sync
 * (editing one rewrites the other while the input is valid), errors shown at
 * their position, the discovery queryables to insert, and the STAC search
 * body to copy. Everything runs in the browser; the logic is in
 * src/utils/cql2/, the queryables come from plugins/discovery-queryables.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {hosts} from '@site/config/site';
import {cql2Examples, cql2Functions} from '@site/src/data/cql2Examples';
import {classesUsed, classUri, cql2Classes} from '@site/src/utils/cql2/classes';
import {signature} from '@site/src/utils/cql2/functions';
import {discoveryWarnings} from '@site/src/utils/cql2/discovery';
import {formatJson} from '@site/src/utils/cql2/formatJson';
import {
  caretExcerpt,
  fromJson,
  fromText,
  initialState,
  insertName,
  searchRequestBody,
  type JsonEditorError,
  type PlaygroundState,
} from '@site/src/utils/cql2/playground';
import type {TextError} from '@site/src/utils/cql2/types';
import type {Queryable} from '@site/plugins/discovery-queryables/extract';
import queryablesData from '@generated/discovery-queryables/default/queryables.json';
import styles from './styles.module.css';

export type Props = {
  /** CQL2 text shown first; defaults to the first example. */
  initialFilter?: string;
  /** Collection IDs of the search body. */
  collections?: readonly string[];
  /** Page size of the search body. */
  limit?: number;
};

export const searchUrl = `${hosts.api}/discovery/v1/search`;

type ErrorProps = {id: string; source: string; error: TextError | JsonEditorError; onLocate: () => void};

/** The error message, its place, and the offending line with a caret under the position. */
function EditorError({id, source, error, onLocate}: ErrorProps): ReactNode {
  const {excerpt, caret} = caretExcerpt(source, error);
  const path = 'path' in error && error.path !== undefined ? (error.path === '' ? ' (the whole filter)' : ` (at ${error.path})`) : '';
  return (
    <div id={id} className={clsx(styles.callout, styles.error)}>
      <p className={styles.errorMessage}>
        <strong>
          Line {error.line}, column {error.column}
          {path}:
        </strong>{' '}
        {error.message}
      </p>
      <pre className={styles.caret} aria-hidden="true">
        {excerpt}
        {'\n'}
        {caret}
      </pre>
      <button type="button" className="button button--sm button--secondary" onClick={onLocate}>
        Go to the error
      </button>
    </div>
  );
}

function range(queryable: Queryable): string | undefined {
  const {minimum, maximum} = queryable;
  if (minimum !== undefined && maximum !== undefined) return `${minimum} to ${maximum}`;
  if (minimum !== undefined) return `at least ${minimum}`;
  if (maximum !== undefined) return `at most ${maximum}`;
  return undefined;
}

/** Description, range and allowed values, in one line of small text. */
function details(queryable: Queryable): string {
  const values = queryable.enum && `one of ${queryable.enum.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(', ')}`;
  return [queryable.description.replace(/\.$/, ''), range(queryable), values].filter(Boolean).join(' · ');
}

/** Puts the caret of `textarea` at `offset` and brings it into view. */
function focusAt(textarea: HTMLTextAreaElement | null, offset: number): void {
  if (!textarea) return;
  textarea.focus();
  textarea.setSelectionRange(offset, offset);
}

const {queryables} = queryablesData;

export default function Cql2Playground({initialFilter, collections = ['orion-ortho'], limit = 10}: Props): ReactNode {
  const [state, setState] = useState<PlaygroundState>(() => initialState(initialFilter ?? cql2Examples[0].text, cql2Functions));
  const [exampleId, setExampleId] = useState<string>(cql2Examples[0].id);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const jsonRef = useRef<HTMLTextAreaElement>(null);
  /** Where to put the caret after the next render (after an insertion). */
  const pendingCaret = useRef<number | null>(null);
  const id = useId();
  const ids = {
    text: `${id}-text`,
    textHelp: `${id}-text-help`,
    textError: `${id}-text-error`,
    json: `${id}-json`,
    jsonHelp: `${id}-json-help`,
    jsonError: `${id}-json-error`,
    example: `${id}-example`,
    checks: `${id}-checks`,
    classes: `${id}-classes`,
    functions: `${id}-functions`,
    queryables: `${id}-queryables`,
    request: `${id}-request`,
  };

  useEffect(() => {
    if (pendingCaret.current === null) return;
    focusAt(textRef.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [state.text]);

  const insert = (name: string) => {
    const textarea = textRef.current;
    const start = textarea?.selectionStart ?? state.text.length;
    const end = textarea?.selectionEnd ?? start;
    const {value, caret} = insertName(state.text, start, end, name);
    pendingCaret.current = caret;
    setState((current) => fromText(current, value, cql2Functions));
  };

  const loadExample = () => {
    const example = cql2Examples.find((e) => e.id === exampleId);
    if (example) setState((current) => fromText(current, example.text, cql2Functions));
  };

  const body = searchRequestBody(state.filter, collections, limit);
  const warnings = state.filter === null ? [] : discoveryWarnings(state.filter, queryables);
  const used = new Set(state.filter === null ? [] : classesUsed(state.filter));
  const stale = state.textError !== null || state.jsonError !== null;
  const describedBy = (help: string, error: string, hasError: boolean) => (hasError ? `${error} ${help}` : help);

  return (
    <div className={styles.playground}>
      <div className={styles.toolbar}>
        <label htmlFor={ids.example}>Example filter</label>
        <select id={ids.example} className={styles.select} value={exampleId} onChange={(event) => setExampleId(event.target.value)}>
          {cql2Examples.map((example) => (
            <option key={example.id} value={example.id}>
              {example.label}
            </option>
          ))}
        </select>
        <button type="button" className="button button--sm button--secondary" onClick={loadExample}>
          Load example
        </button>
      </div>

      <div className={styles.editors}>
        <div className={styles.editor}>
          <label htmlFor={ids.text} className={styles.label}>
            CQL2 text
          </label>
          <p id={ids.textHelp} className={styles.help}>
            As in a GET search (<code>filter-lang=cql2-text</code>).
          </p>
          <textarea
            id={ids.text}
            ref={textRef}
            className={clsx(styles.textarea, state.textError && styles.invalid)}
            value={state.text}
            rows={8}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            autoCorrect="off"
            aria-invalid={state.textError !== null}
            aria-describedby={describedBy(ids.textHelp, ids.textError, state.textError !== null)}
            onChange={(event) => {
              const {value} = event.target;
              setState((current) => fromText(current, value, cql2Functions));
            }}
          />
          {state.textError && (
            <EditorError
              id={ids.textError}
              source={state.text}
              error={state.textError}
              onLocate={() => focusAt(textRef.current, state.textError?.offset ?? 0)}
            />
          )}
        </div>

        <div className={styles.editor}>
          <label htmlFor={ids.json} className={styles.label}>
            CQL2 JSON
          </label>
          <p id={ids.jsonHelp} className={styles.help}>
            As in a POST search body (<code>&quot;filter-lang&quot;: &quot;cql2-json&quot;</code>).
          </p>
          <textarea
            id={ids.json}
            ref={jsonRef}
            className={clsx(styles.textarea, state.jsonError && styles.invalid)}
            value={state.json}
            rows={8}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            autoCorrect="off"
            aria-invalid={state.jsonError !== null}
            aria-describedby={describedBy(ids.jsonHelp, ids.jsonError, state.jsonError !== null)}
            onChange={(event) => {
              const {value} = event.target;
              setState((current) => fromJson(current, value, cql2Functions));
            }}
          />
          {state.jsonError && (
            <EditorError
              id={ids.jsonError}
              source={state.json}
              error={state.jsonError}
              onLocate={() => focusAt(jsonRef.current, state.jsonError?.offset ?? 0)}
            />
          )}
        </div>
      </div>

      <section className={styles.panel} aria-labelledby={ids.classes}>
        <h3 id={ids.classes}>Conformance classes used</h3>
        <p className={styles.help}>
          The CQL2 1.0 classes {stale ? 'the last valid filter' : 'this filter'} needs from a server (listed in its <code>/conformance</code>).
        </p>
        {state.filter === null ? (
          <p className={styles.help}>Type a filter to see the classes it uses.</p>
        ) : (
          <ul className={styles.classes}>
            {cql2Classes
              .filter((c) => used.has(c.id))
              .map((c) => (
                <li key={c.id} className={styles.classBadge} title={classUri(c.id)}>
                  {c.title}
                </li>
              ))}
          </ul>
        )}
      </section>

      {warnings.length > 0 && (
        <section className={clsx(styles.callout, styles.warnings)} aria-labelledby={ids.checks}>
          <h3 id={ids.checks}>Checks against the discovery API</h3>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.panel} aria-labelledby={ids.queryables}>
        <h3 id={ids.queryables}>Queryables</h3>
        <p className={styles.help}>The properties the discovery API lets you filter on. Select a name to insert it at the cursor in the CQL2 text.</p>
        <ul className={styles.queryables}>
          {queryables.map((queryable) => (
            <li key={queryable.name} className={styles.queryable}>
              <span className={styles.queryableHead}>
                <button
                  type="button"
                  className={clsx('button button--sm button--outline button--primary', styles.queryableName)}
                  onClick={() => insert(queryable.name)}>
                  {queryable.name}
                </button>
                <span className={styles.queryableType}>{queryable.type}</span>
              </span>
              <span className={styles.queryableDetails}>{details(queryable)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby={ids.functions}>
        <h3 id={ids.functions}>Declared functions</h3>
        <p className={styles.help}>The custom functions a filter may call here (the Functions class). The discovery API declares none.</p>
        <ul>
          {cql2Functions.map((fn) => (
            <li key={fn.name}>
              <code>{signature(fn)}</code>: {fn.description}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby={ids.request}>
        <h3 id={ids.request}>STAC search request</h3>
        <p>
          <code>POST {searchUrl}</code> with this body (<code>Content-Type: application/json</code>):
        </p>
        {stale && <p className={styles.stale}>Fix the error above to update the request: it shows the last valid filter.</p>}
        {state.filter === null && <p className={styles.help}>Type a filter to add it to the request.</p>}
        <CodeBlock language="json" title="Request body">
          {formatJson(body)}
        </CodeBlock>
      </section>
    </div>
  );
}
