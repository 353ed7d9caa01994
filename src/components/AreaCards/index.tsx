import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Area} from '@site/src/data/areas';
import styles from './styles.module.css';

export type Props = {title: string; areas: readonly Area[]};

export default function AreaCards({title, areas}: Props): ReactNode {
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      <div className={styles.grid}>
        {areas.map((area) => (
          <Link key={area.dir} to={area.path} className={clsx('card', styles.card)}>
            <div className="card__header">
              <h3 className={styles.cardTitle}>{area.title}</h3>
            </div>
            <div className="card__body">
              <p className={styles.purpose}>{area.purpose}</p>
            </div>
          </Link>
        ))}
      </div>
    </section>
  );
}
