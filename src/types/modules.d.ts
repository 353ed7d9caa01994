/** Declarations for modules that ship without types. */

declare module 'docusaurus-lunr-search' {
  import type {LoadContext, Plugin} from '@docusaurus/types';

  export default function lunrSearch(context: LoadContext, options: object): Plugin;
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
