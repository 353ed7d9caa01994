import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import QuickStart from '@site/src/components/QuickStart';
import type {PageIndexGlobalData} from '@site/plugins/page-index';
import styles from './styles.module.css';

/** Hero: what the site is for on the left, a first call the reader can copy on the right. */
export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Set at build time by plugins/page-index: null until docs/end-to-end.mdx exists.
  const {journeyPath} = usePluginData('page-index') as PageIndexGlobalData;
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className={clsx('container', styles.layout)}>
        <div className={styles.text}>
          <h1 className="hero__title">{siteConfig.title}</h1>
          <p className="hero__subtitle">{siteConfig.tagline}</p>
          <p className={styles.lead}>
            Search the imagery catalog, order and task new collections, stream maps and run analytics — with reference pages generated from the platform&apos;s
            OpenAPI specs and guides you can copy from.
          </p>
          <div className={styles.actions}>
            <Link className={clsx('button button--lg', styles.primary)} to="/docs/">
              Explore the APIs
            </Link>
            <Link className={clsx('button button--lg', styles.secondary)} to="/docs/authentication/guides/api-key">
              Get an API key
            </Link>
          </div>
          {journeyPath && (
            <p className={styles.journey}>
              New here? <Link to={journeyPath}>Follow one image from search to order, delivery and streaming</Link>.
            </p>
          )}
        </div>
        <QuickStart />
      </div>
    </header>
  );
}
