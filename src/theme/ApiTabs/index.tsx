/**
 * Why: an endpoint page lists every response status (201, 400, 401, 403, 404,
 * 409, 429, 500…) as tabs, and the theme rendered all their panels — schemas,
 * examples, highlighted JSON — into the page, hidden but parsed, styled and
 * hydrated: on /docs/ordering/api/place-order, 5,837 of the page's 9,499
 * elements sat in hidden tab panels. This wrapper keeps the theme's tabs and
 * turns on their own `lazy` option, so only the selected status is rendered;
 * another renders when the reader picks it. Callers can still pass `lazy={false}`.
 */
import type {ComponentProps, ReactNode} from 'react';
import ApiTabs from '@theme-original/ApiTabs';

type Props = ComponentProps<typeof ApiTabs>;

export default function ApiTabsWrapper(props: Props): ReactNode {
  return <ApiTabs lazy {...props} />;
}
