/**
 * Ejected from docusaurus-theme-openapi-docs 5.2.0
 * (src/theme/ResponseSchema/index.tsx, https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/tree/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ResponseSchema).
 *
 * Reason for overriding:
 * - upstream renders the response schemas and examples only in the browser (a BrowserOnly wrapper with a
 *   skeleton), so the static HTML of every endpoint page lacked them: readers
 *   without JavaScript, search and crawlers saw grey bars. The component now
 *   renders on the server too; its state comes from the page store that
 *   src/components/ApiPage builds identically on server and client.
 * Wrapping cannot remove the inner BrowserOnly, hence the eject. Upstream's
 * code is otherwise unchanged (kept diffable: no reformatting, upstream `any`s kept).
 */
/* eslint-disable */
import React from 'react';

// CUSTOM CODE: BrowserOnly and SkeletonLoader imports removed
// CUSTOM CODE END
import {translate} from '@docusaurus/Translate';
import Details from '@theme/Details';
// CUSTOM CODE: see PropertyList
import PropertyList from '@site/src/components/PropertyList';
// CUSTOM CODE END
import Markdown from '@theme/Markdown';
import MimeTabs from '@theme/MimeTabs'; // Assume these components exist
// CUSTOM CODE: documented examples only (src/components/ExampleTabs): the theme's ResponseExamples
// module would bring its in-browser sample generator into every endpoint page
import {exampleTabs} from '@site/src/components/ExampleTabs';
// CUSTOM CODE END
import SchemaNode from '@theme/Schema';
import SchemaExpansionControl from '@theme/SchemaExpansion';
import SchemaTabs from '@theme/SchemaTabs';
import TabItem from '@theme/TabItem';
import type {MediaTypeObject} from 'docusaurus-plugin-openapi-docs/src/openapi/types';

interface Props {
  style?: React.CSSProperties;
  title: string;
  body: {
    content?: {
      [key: string]: MediaTypeObject;
    };
    description?: string;
    required?: string[] | boolean;
  };
}

const ResponseSchemaComponent: React.FC<Props> = ({title, body, style}): any => {
  if (body === undefined || body.content === undefined || Object.keys(body).length === 0 || Object.keys(body.content).length === 0) {
    return null;
  }

  // Get all MIME types, including vendor-specific
  const mimeTypes = Object.keys(body.content);
  if (mimeTypes && mimeTypes.length) {
    return (
      <MimeTabs className="openapi-tabs__mime" schemaType="response">
        {mimeTypes.map((mimeType: any) => {
          const mediaTypeObject = body.content?.[mimeType];
          const responseExamples = mediaTypeObject?.examples;
          const responseExample = mediaTypeObject?.example;
          const firstBody = mediaTypeObject?.schema;

          if (!firstBody || (firstBody.properties && Object.keys(firstBody.properties).length === 0)) {
            return (
              // @ts-ignore
              <TabItem key={mimeType} label={mimeType} value={mimeType}>
                <div>
                  {translate({
                    id: 'theme.openapi.schema.noSchema',
                    message: 'No schema',
                  })}
                </div>
              </TabItem>
            );
          }

          return (
            // @ts-ignore
            <TabItem key={mimeType} label={mimeType} value={mimeType}>
              <SchemaTabs className="openapi-tabs__schema">
                {/* @ts-ignore */}
                <TabItem key={title} label={title} value={title}>
                  <Details
                    className="openapi-markdown__details response"
                    data-collapsed={false}
                    open={true}
                    style={style}
                    summary={
                      <summary className="openapi-markdown__details-summary--with-control">
                        <strong className="openapi-markdown__details-summary-response">
                          {title}
                          {body.required === true && (
                            <span className="openapi-schema__required">
                              {translate({
                                id: 'theme.openapi.schemaItem.required',
                                message: 'required',
                              })}
                            </span>
                          )}
                        </strong>
                        <SchemaExpansionControl />
                      </summary>
                    }>
                    <div style={{textAlign: 'left', marginLeft: '1rem'}}>
                      {body.description && (
                        <div style={{marginTop: '1rem', marginBottom: '1rem'}}>
                          <Markdown>{body.description}</Markdown>
                        </div>
                      )}
                    </div>
                    {/* CUSTOM CODE: list roles for the theme's <div> items (src/components/PropertyList) */}
                    <PropertyList style={{marginLeft: '1rem'}}>
                      <SchemaNode schema={firstBody} schemaType="response" />
                    </PropertyList>
                  </Details>
                </TabItem>
                {/* CUSTOM CODE: documented examples only */}
                {exampleTabs(mimeType, responseExamples, responseExample)}
              </SchemaTabs>
            </TabItem>
          );
        })}
      </MimeTabs>
    );
  }
  return undefined;
};

// CUSTOM CODE: rendered on the server too (upstream: <BrowserOnly fallback={<SkeletonLoader />}>)
const ResponseSchema: React.FC<Props> = (props) => <ResponseSchemaComponent {...props} />;
// CUSTOM CODE END

export default ResponseSchema;
