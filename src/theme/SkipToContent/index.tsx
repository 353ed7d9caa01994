/**
 * Why: the stock skip link focuses <main> and removes its tabindex in the same
 * tick, so the focus is nowhere visible (issue 21). This wrapper keeps the
 * stock link (its label, its focus reset on navigation) and, after its click
 * handler, moves the focus to the page title with a visible outline
 * (src/utils/skipTarget.ts). The next Tab lands on the first link after it, inside <main>.
 */
import type {MouseEvent, ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import type SkipToContentType from '@theme/SkipToContent';
import type {WrapperProps} from '@docusaurus/types';
import {focusMainContent} from '@site/src/utils/skipTarget';

type Props = WrapperProps<typeof SkipToContentType>;

function onClick(event: MouseEvent<HTMLDivElement>): void {
  // Only the link's own clicks (the stock handler has already run: React bubbles inner first).
  if (event.target instanceof HTMLAnchorElement) focusMainContent(document);
}

export default function SkipToContentWrapper(props: Props): ReactNode {
  return (
    // The div only listens to the clicks bubbling up from the stock link inside it, after the
    // stock handler; keyboard users activate that link with Enter, which is a click.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- not an interactive element: it delegates the link's own clicks, and the link is focusable and keyboard-operable
    <div onClick={onClick}>
      <SkipToContent {...props} />
    </div>
  );
}
