import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

const firstCall = `curl -sS --fail-with-body "https://api.example.com/usage/v1/usage" \\
  -H "X-API-Key: $API_KEY"`;

export default function QuickStart(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="quick-start">
      <h2 id="quick-start">Quick start in three steps</h2>
      <ol className={styles.steps}>
        <li>
          <h3>Create an API key</h3>
          <p>
            Sign in to your account and create a key, or script it with the <Link to="/docs/authentication/guides/api-key">API key guide</Link>.
            Export it as <code>API_KEY</code>.
          </p>
        </li>
        <li>
          <h3>Make your first call</h3>
          <p>Check your account&apos;s usage: the answer tells you the key works and how many credits remain.</p>
          <CodeBlock language="bash">{firstCall}</CodeBlock>
        </li>
        <li>
          <h3>Pick your API</h3>
          <p>
            Read the <Link to="/docs/api-conventions">API conventions</Link> once (errors, paging, rate limits), then follow the guide of the
            area you need below — or follow one image through every API in the <Link to="/docs/end-to-end">end-to-end tutorial</Link>.
          </p>
        </li>
      </ol>
    </section>
  );
}
