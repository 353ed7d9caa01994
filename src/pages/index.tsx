import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import AreaCards from '@site/src/components/AreaCards';
import HomeHero from '@site/src/components/HomeHero';
import {areas} from '@site/src/data/areas';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title="Home" description={`${siteConfig.title}: ${siteConfig.tagline}. API reference, guides and tools for the platform.`}>
      {/* The hero sits inside <main>, so "Skip to main content" lands on the page's first heading. */}
      <main>
        <HomeHero />
        <div className="container">
          <AreaCards title="APIs" areas={areas.filter((area) => area.isApi)} />
          <AreaCards title="Specifications, tools and integrations" areas={areas.filter((area) => !area.isApi)} />
        </div>
      </main>
    </Layout>
  );
}
