import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <h1 className="hero__title">{siteConfig.title}</h1>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <p className={styles.lead}>
          Search the imagery catalog, order and task new collections, stream maps and run analytics — with
          reference pages generated from the platform&apos;s OpenAPI specs and guides you can copy from.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/">
            Explore the APIs
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/authentication/guides/api-key">
            Get an API key
          </Link>
        </div>
      </div>
    </header>
  );
}
