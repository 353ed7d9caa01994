/**
 * Replaces docusaurus-theme-openapi-docs 5.2.0's ResponseExamples (no
 * upstream code copied): the example tabs of a request or response body on an
 * endpoint page, called by the theme's RequestSchema and ResponseSchema.
 *
 * Why: upstream also builds an "Example (auto)" from the schema in the
 * browser (`ExampleFromSchema`), which put the plugin's sample generator,
 * chalk and an XML formatter into every endpoint page, and the generated
 * sample only repeated, less exactly, the documented example that
 * `npm run api:gen` requires of every body (scripts/lib/apiPages/examples.ts).
 * Here a body shows the examples its spec documents, one tab each.
 */
import type {ReactElement} from 'react';
import {translate} from '@docusaurus/Translate';
import CodeSamples from '@theme/CodeSamples';
import Markdown from '@theme/Markdown';
import TabItem from '@theme/TabItem';
import {formatJson} from '@site/scripts/lib/formatJson';
import {highlightOf} from '@site/src/utils/highlightOf';

type NamedExample = {value?: unknown; summary?: string};

const textOf = (value: unknown) => (typeof value === 'string' ? value : formatJson(value));

/** One tab per named example of the media type, with its summary. */
export function ResponseExamples({responseExamples, mimeType}: {responseExamples: Record<string, NamedExample>; mimeType: string}): ReactElement[] {
  const language = highlightOf(mimeType);
  return Object.entries(responseExamples).map(([name, {value, summary}]) => (
    <TabItem key={name} label={name} value={name}>
      {summary && <Markdown className="openapi-example__summary">{summary}</Markdown>}
      <CodeSamples example={textOf(value)} language={language} />
    </TabItem>
  ));
}

/** The tab of the media type's single `example`. */
export function ResponseExample({responseExample, mimeType}: {responseExample: unknown; mimeType: string}): ReactElement {
  const label = translate({id: 'theme.openapi.responseExamples.example', message: 'Example'});
  return (
    <TabItem key="Example" label={label} value="Example">
      <CodeSamples example={textOf(responseExample)} language={highlightOf(mimeType)} />
    </TabItem>
  );
}

/** No example generated from the schema: every body documents its own (see above). */
export function ExampleFromSchema(): null {
  return null;
}
