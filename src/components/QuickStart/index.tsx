/**
 * The home page's quick-start card: the three steps of a first call, with the
 * whole request and an excerpt of its answer. Plain markup (no code-block
 * component, no script): it wraps long lines instead of scrolling, so the
 * request stays readable in full at 390 px.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {hosts} from '@site/config/site';
import styles from './styles.module.css';

const usagePath = '/usage/v1/usage';

export default function QuickStart(): ReactNode {
  return (
    <section className={styles.card} aria-labelledby="quick-start">
      <h2 id="quick-start" className={styles.titleBar}>
        <span className={styles.dots} aria-hidden="true" />
        Your first call in three steps
      </h2>
      <ol className={styles.steps}>
        <li>
          <p className={styles.step}>
            Create a key in your account or with the <Link to="/docs/authentication/guides/api-key">API key guide</Link>, and export it:
          </p>
          <pre className={styles.code}>
            <code>
              <span className={styles.prompt}>$ </span>export API_KEY=<span className={styles.string}>&quot;your-key&quot;</span>
            </code>
          </pre>
        </li>
        <li>
          <p className={styles.step}>Ask the usage API how many credits you have left:</p>
          <pre className={styles.code} data-testid="quick-start-request">
            <code>
              <span className={styles.prompt}>$ </span>curl -sS <span className={styles.string}>&quot;{`${hosts.api}${usagePath}`}&quot;</span> \{'\n'}
              {'    '}
              <span className={styles.flag}>-H</span> <span className={styles.string}>&quot;X-API-Key: $API_KEY&quot;</span>
            </code>
          </pre>
        </li>
        <li>
          <p className={styles.step}>
            A <strong>200</strong> means the key works (excerpt of the answer, <Link to="/docs/usage/api/check-usage">full reference</Link>):
          </p>
          <pre className={styles.code}>
            <code>
              {'{\n  '}
              <span className={styles.key}>&quot;credit_limit&quot;</span>: <span className={styles.number}>50000</span>
              {',\n  '}
              <span className={styles.key}>&quot;credits_used&quot;</span>: <span className={styles.number}>18342.5</span>
              {',\n  '}
              <span className={styles.key}>&quot;credits_remaining&quot;</span>: <span className={styles.number}>29257.5</span>
              {',\n  …\n}'}
            </code>
          </pre>
        </li>
      </ol>
    </section>
  );
}
