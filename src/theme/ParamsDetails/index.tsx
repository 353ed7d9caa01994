/**
 * Ejected from docusaurus-theme-openapi-docs 5.2.0
 * (src/theme/ParamsDetails/index.tsx, https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/tree/v5.2.0/packages/docusaurus-theme-openapi-docs/src/theme/ParamsDetails).
 *
 * Reason for overriding:
 * - upstream renders the parameter lists only in the browser (a BrowserOnly wrapper with a
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
import ParamsItem from '@theme/ParamsItem';

interface Props {
  parameters: any[];
}

const ParamsDetailsComponent: React.FC<Props> = ({parameters}) => {
  const types = ['path', 'query', 'header', 'cookie'];

  return (
    <>
      {types.map((type) => {
        const params = parameters?.filter((param: any) => param?.in === type);

        if (!params || params.length === 0) {
          return null;
        }

        const summaryElement = (
          <summary>
            <h3 className="openapi-markdown__details-summary-header-params">
              {translate(
                {
                  id: 'theme.openapi.paramsDetails.parametersTitle',
                  message: '{type} Parameters',
                },
                {type: type.charAt(0).toUpperCase() + type.slice(1)},
              )}
            </h3>
          </summary>
        );

        return (
          <Details key={type} className="openapi-markdown__details" style={{marginBottom: '1rem'}} data-collapsed={false} open={true} summary={summaryElement}>
            {/* CUSTOM CODE: list roles for the theme's <div> items (src/components/PropertyList) */}
            <PropertyList>
              {params.map((param: any, index: number) => (
                <ParamsItem
                  key={index}
                  className="paramsItem"
                  param={{
                    ...param,
                    enumDescriptions: Object.entries(param?.schema?.['x-enumDescriptions'] ?? param?.schema?.items?.['x-enumDescriptions'] ?? {}),
                  }}
                />
              ))}
            </PropertyList>
          </Details>
        );
      })}
    </>
  );
};

// CUSTOM CODE: rendered on the server too (upstream: <BrowserOnly fallback={<SkeletonLoader />}>)
const ParamsDetails: React.FC<Props> = (props) => <ParamsDetailsComponent {...props} />;
// CUSTOM CODE END

export default ParamsDetails;
