/**
 * The example tabs of a request or response body on an endpoint page: the
 * examples the spec documents, one tab each. The ejected RequestSchema and
 * ResponseSchema (src/theme) use these instead of the theme's
 * ResponseExamples module, which also builds an "Example (auto)" from the
 * schema in the browser: importing it put the plugin's sample generator,
 * chalk and an XML formatter into every endpoint page, and the generated
 * sample only repeated, less exactly, the documented example that
 * `npm run api:gen` requires of every body (scripts/lib/apiPages/examples.ts).
 */
import type {ReactElement} from 'react';
import {translate} from '@docusaurus/Translate';
import CodeSamples from '@theme/CodeSamples';
import Markdown from '@theme/Markdown';
import TabItem from '@theme/TabItem';
import {highlightOf} from '@site/src/utils/highlightOf';

type NamedExample = {value?: unknown; summary?: string};

const textOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** Tabs for the media type's `examples` (by name, with their summaries) and its single `example`. */
export function exampleTabs(mimeType: string, examples: Record<string, NamedExample> | undefined, example: unknown): ReactElement[] {
  const language = highlightOf(mimeType);
  const tabs = Object.entries(examples ?? {}).map(([name, {value, summary}]) => (
    <TabItem key={name} label={name} value={name}>
      {summary && <Markdown className="openapi-example__summary">{summary}</Markdown>}
      <CodeSamples example={textOf(value)} language={language} />
    </TabItem>
  ));
  if (example !== undefined) {
    const label = translate({id: 'theme.openapi.responseExamples.example', message: 'Example'});
    tabs.push(
      <TabItem key="Example" label={label} value="Example">
        <CodeSamples example={textOf(example)} language={language} />
      </TabItem>,
    );
  }
  return tabs;
}
