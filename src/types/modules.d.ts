/** Declarations for modules that ship without types. */

declare module 'docusaurus-lunr-search' {
  import type {LoadContext, Plugin} from '@docusaurus/types';

  export default function lunrSearch(context: LoadContext, options: object): Plugin;
}

// Written by plugins/discovery-queryables (actions.createData).
declare module '@generated/discovery-queryables/default/queryables.json' {
  import type {QueryablesData} from '@site/plugins/discovery-queryables/extract';

  const data: QueryablesData;
  export default data;
}

declare module '@theme/ApiItem' {
  import type {ReactNode} from 'react';
  import type {Props} from '@theme/DocItem';

  export default function ApiItem(props: Props): ReactNode;
}

declare module '@theme/SchemaItem' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/SchemaItem';
}

declare module 'openapi-to-postmanv2' {
  type ConversionResult = {result: boolean; reason?: string; output?: Array<{type: string; data: unknown}>};
  const Converter: {
    convert(
      input: {type: 'json' | 'string' | 'file'; data: unknown},
      options: Record<string, unknown>,
      callback: (error: Error | null, result: ConversionResult) => void,
    ): void;
  };
  export default Converter;
}

// docusaurus-theme-openapi-docs 5.2.0 ships declarations for its components
// under lib/theme, but does not declare the @theme/ aliases for them.
declare module '@theme/ApiItem/Layout' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/Layout';
}
declare module '@theme/ApiItem/store' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiItem/store';
}
declare module '@theme/SchemaExpansion' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/SchemaExpansion';
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/SchemaExpansion';
}
declare module '@theme/ApiExplorer' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer';
}
declare module '@theme/ApiExplorer/Accept/slice' {
  // Our swizzle (src/theme/ApiExplorer/Accept/slice.ts), not the theme's.
  export * from '@site/src/theme/ApiExplorer/Accept/slice';
  export {default} from '@site/src/theme/ApiExplorer/Accept/slice';
}
declare module '@theme/ApiExplorer/ContentType/slice' {
  // Our swizzle (src/theme/ApiExplorer/ContentType/slice.ts), not the theme's.
  export * from '@site/src/theme/ApiExplorer/ContentType/slice';
  export {default} from '@site/src/theme/ApiExplorer/ContentType/slice';
}
declare module '@theme/ApiExplorer/SchemaSelection/slice' {
  // Our swizzle (src/theme/ApiExplorer/SchemaSelection/slice.ts), not the theme's.
  export * from '@site/src/theme/ApiExplorer/SchemaSelection/slice';
  export {default} from '@site/src/theme/ApiExplorer/SchemaSelection/slice';
}
declare module '@theme/ApiExplorer/Server/slice' {
  // Our swizzle (src/theme/ApiExplorer/Server/slice.ts), not the theme's.
  export * from '@site/src/theme/ApiExplorer/Server/slice';
  export {default} from '@site/src/theme/ApiExplorer/Server/slice';
}
declare module '@theme/ApiExplorer/Authorization/slice' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Authorization/slice';
}
declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export * from 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/persistenceMiddleware';
}
declare module '@theme/MimeTabs' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/MimeTabs';
}
declare module '@theme/CodeSamples' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/CodeSamples';
}
declare module '@theme/Schema' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/Schema';
}
declare module '@theme/SchemaTabs' {
  // lib's declaration omits `children`, which every caller passes.
  import type {ReactNode} from 'react';
  export default function SchemaTabs(props: {children?: ReactNode; className?: string; lazy?: boolean}): ReactNode;
}
declare module '@theme/Markdown' {
  export {default} from '@site/src/theme/Markdown';
}
declare module '@theme/ParamsItem' {
  export {default} from 'docusaurus-theme-openapi-docs/lib/theme/ParamsItem';
}

// React DOM ships no types here (no @types/react-dom); plugins/staged-entry
// only imports it to evaluate it early: no exports are declared.
declare module 'react-dom/client' {}

// For tests that render React to HTML (plugins/mdx-parts); React DOM ships no types here.
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';

  export function renderToStaticMarkup(element: ReactNode): string;
}
