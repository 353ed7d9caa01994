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
