import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {SampleProject} from '@site/src/data/sampleProjects';
import styles from './styles.module.css';

export type Props = {samples: readonly SampleProject[]};

export default function SampleCards({samples}: Props): ReactNode {
  return (
    <div className={styles.grid}>
      {samples.map((sample) => (
        <article key={sample.to} className={clsx('card', styles.card)}>
          <div className="card__header">
            <h2 className={styles.title}>
              <Link to={sample.to}>{sample.title}</Link>
            </h2>
          </div>
          <div className="card__body">
            <p>{sample.summary}</p>
            <dl className={styles.facts}>
              <dt>Languages</dt>
              <dd>{sample.languages.join(', ')}</dd>
              <dt>APIs used</dt>
              <dd>{sample.apis.join(', ')}</dd>
            </dl>
          </div>
        </article>
      ))}
    </div>
  );
}
