/**
 * Why: the stock not-found page offers neither search nor a way on. This
 * wrapper keeps the stock content (and the 404 status the server gives) and
 * adds the search box and the closest existing pages (src/components/NotFoundHelp).
 */
import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import NotFoundHelp from '@site/src/components/NotFoundHelp';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <NotFoundHelp />
    </>
  );
}
