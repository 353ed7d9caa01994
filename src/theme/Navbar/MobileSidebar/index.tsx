/**
 * Why: on a phone, the stock mobile menu (navbar items and, on docs pages,
 * the whole docs sidebar) is built right after hydration although it is
 * closed: measured on an endpoint page at 390 px, part of one 240 ms
 * synchronous render at 4× CPU throttling. This wrapper builds the stock menu
 * when the main thread is first idle, in a transition that React splits into
 * short tasks, or at once when the reader opens the menu first. Nothing else
 * changes: the stock component still decides whether to render (phones only).
 */
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdle} from '@site/src/utils/idleQueue';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return shown || idle ? <MobileSidebar {...props} /> : null;
}
