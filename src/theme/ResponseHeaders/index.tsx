/**
 * Ejected from docusaurus-theme-openapi-docs 5.2.0
 * (lib/theme/ResponseHeaders/index.js).
 *
 * Reason for overriding:
 * - upstream renders SchemaItem `<div>`s directly inside a `<ul>`, which is
 *   invalid list markup (axe "list", serious) on every API page with response
 *   headers. Each item is wrapped in an `<li>`.
 * Wrapping cannot fix markup inside the component, hence the eject.
 */
import type {ReactNode} from 'react';
import SchemaItem from '@theme/SchemaItem';
import {getSchemaName} from 'docusaurus-theme-openapi-docs/lib/markdown/schema';

// The theme's published lib lacks the `types` module its SchemaObject comes from
// (it would resolve to an error type): a JSON schema object is all we pass on.
type SchemaObject = Record<string, unknown>;

export type Props = {responseHeaders?: Record<string, SchemaObject>};

export default function ResponseHeaders({responseHeaders}: Props): ReactNode {
  if (!responseHeaders) return null;
  return (
    <ul style={{marginLeft: '1rem', listStyle: 'none', paddingLeft: 0}}>
      {Object.entries(responseHeaders).map(([name, schema]) => (
        // CUSTOM CODE: <li> wrapper (upstream puts SchemaItem directly in the <ul>)
        <li key={name}>
          <SchemaItem name={name} collapsible={false} schemaName={getSchemaName(schema)} schema={schema} discriminator={false} />
        </li>
        // CUSTOM CODE END
      ))}
    </ul>
  );
}
