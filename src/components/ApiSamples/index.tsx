/**
 * The right-hand column of an endpoint page: request samples in curl, Python
 * and JavaScript (made at `api:gen` time, so they are in the static HTML), the
 * success response, and the on-demand request editor. The tabs share
 * `groupId="code-samples"` with the guides: the reader's language choice
 * follows them everywhere and is remembered.
 */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {ApiSamples as ApiSamplesData} from '@site/scripts/lib/apiPages/types';
import RequestEditor from '@site/src/components/RequestEditor';
import {codeSamplesGroup} from '@site/src/utils/codeSamples';
import {highlightOf} from '@site/src/utils/highlightOf';
import styles from './styles.module.css';

export type Props = {samples: ApiSamplesData; docId: string; infoPath: string | undefined};

function credentialNote(names: readonly string[]): string {
  if (names.length === 0) return 'No credentials needed.';
  const list = names.map((n) => `${n}`).join(' and ');
  return `Reads ${list} from the environment.`;
}

export default function ApiSamples({samples, docId, infoPath}: Props): ReactNode {
  const {response} = samples;
  return (
    <div className={styles.panel}>
      <section aria-labelledby="api-samples-request" className={styles.section}>
        <h2 id="api-samples-request" className={styles.title}>
          Request sample
        </h2>
        <Tabs groupId={codeSamplesGroup} className={styles.tabs}>
          {samples.samples.map((sample) => (
            <TabItem key={sample.lang} value={sample.lang} label={sample.label}>
              <CodeBlock language={sample.highlight}>{sample.code}</CodeBlock>
            </TabItem>
          ))}
        </Tabs>
        <p className={styles.note}>{credentialNote(samples.credentials)}</p>
      </section>
      {response && (
        <section aria-labelledby="api-samples-response" className={styles.section}>
          <h2 id="api-samples-response" className={styles.title}>
            Response sample <span className={styles.status}>{response.status}</span>
          </h2>
          {response.example ? (
            <CodeBlock language={highlightOf(response.example.mediaType)} title={response.example.mediaType}>
              {response.example.text}
            </CodeBlock>
          ) : (
            <p className={styles.note}>{response.description.replace(/`/g, '') || 'No response body.'}</p>
          )}
        </section>
      )}
      <RequestEditor docId={docId} infoPath={infoPath} />
    </div>
  );
}
