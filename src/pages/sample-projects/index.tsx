import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SampleCards from '@site/src/components/SampleCards';
import {sampleProjects} from '@site/src/data/sampleProjects';

export default function SampleProjectsPage(): ReactNode {
  return (
    <Layout title="Sample projects" description="Working code to start from: complete samples for the platform's APIs.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Sample projects</Heading>
        <p>
          Start from working code instead of a blank file. Each sample is complete: copy it, export your credentials as environment variables (
          <code>API_KEY</code>, or <code>CLIENT_ID</code> and <code>CLIENT_SECRET</code>) and run it.
        </p>
        <SampleCards samples={sampleProjects} />
      </main>
    </Layout>
  );
}
