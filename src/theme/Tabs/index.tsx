/**
 * Why, twice:
 * - Guides and endpoint pages show each code sample in three languages, as
 *   `<Tabs groupId="code-samples">`, and the theme rendered all three into the
 *   page: on a guide two thirds of the code (each token an element) sat in
 *   hidden panels, parsed, styled and hydrated. This wrapper turns on the
 *   theme tabs' own `lazy` option for that group only: the selected language
 *   is in the HTML, another renders (and is highlighted,
 *   src/components/LazyHighlight) when the reader picks it. Other tabs keep
 *   every panel in the HTML, where the search index reads their text.
 * - A strip of more tabs than its column holds scrolled sideways with nothing
 *   to show it: a sample project's seven files at 1280 px hid `package.json`
 *   past the edge. The strip wraps instead, so every tab is in view.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import {codeSamplesGroup} from '@site/src/utils/codeSamples';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper(props: Props): ReactNode {
  return <Tabs lazy={props.groupId === codeSamplesGroup} {...props} className={clsx(styles.tabList, props.className)} />;
}
