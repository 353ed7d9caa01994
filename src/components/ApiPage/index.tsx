/**
 * Layout of a generated endpoint page: the operation (the MDX the openapi
 * plugin wrote: parameters, schemas, responses) on the left, and build-time
 * code samples on the right. Replaces the theme's ApiItem, which renders the
 * right column only in the browser and ships the request explorer (postman
 * code generators, faker, about 1.7 MB gzip) to every endpoint page.
 *
 * Imported by each generated page's own module (scripts/lib/apiPages/rewritePage.ts),
 * so it loads with the route and never behind a lazy boundary.
 */
import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {Provider} from 'react-redux';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import ApiItemLayout from '@theme/ApiItem/Layout';
import DocItemMetadata from '@theme/DocItem/Metadata';
import type {Props as DocItemProps} from '@theme/DocItem';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import type {ApiSamples as ApiSamplesData} from '@site/scripts/lib/apiPages/types';
import ApiSamples from '@site/src/components/ApiSamples';
import {createApiPageStore} from './store';
// The API pages' stylesheet (plugins/openapi-styles): loaded by the pages that use it, not by every page.
import '@site/src/css/openapiPages';

export type Props = DocItemProps & {samples: ApiSamplesData};

export default function ApiPage({content, samples}: Props): ReactNode {
  const MDXComponent = content;
  const store = useMemo(() => createApiPageStore(samples), [samples]);
  const {info_path: infoPath} = content.frontMatter as {info_path?: unknown};
  return (
    <DocProvider content={content}>
      <HtmlClassNameProvider className={`docs-doc-id-${content.metadata.id}`}>
        <DocItemMetadata />
        <ApiItemLayout>
          <Provider store={store}>
            <SchemaExpansionProvider>
              <div className={clsx('row', 'theme-api-markdown')}>
                <div className="col col--7 openapi-left-panel__container">
                  <MDXComponent />
                </div>
                <div className="col col--5 openapi-right-panel__container">
                  <ApiSamples samples={samples} docId={content.metadata.id} infoPath={typeof infoPath === 'string' ? infoPath : undefined} />
                </div>
              </div>
            </SchemaExpansionProvider>
          </Provider>
        </ApiItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
