/**
 * Why: each request body and response shows "Schema" and "Example" tabs, and
 * the theme rendered both panels into the page (the hidden one parsed, styled
 * and hydrated too; see src/theme/ApiTabs for the numbers). This wrapper keeps
 * the theme's tabs and turns on their own `lazy` option: the example renders
 * when the reader opens its tab. Callers can still pass `lazy={false}`.
 */
import type {ComponentProps, ReactNode} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

type Props = ComponentProps<typeof SchemaTabs>;

export default function SchemaTabsWrapper(props: Props): ReactNode {
  return <SchemaTabs lazy {...props} />;
}
