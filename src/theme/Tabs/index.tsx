/**
 * Why: guides and endpoint pages show each code sample in three languages, as
 * `<Tabs groupId="code-samples">`, and the theme rendered all three into the
 * page: on a guide two thirds of the code (each token an element) sat in
 * hidden panels, parsed, styled and hydrated. This wrapper turns on the theme
 * tabs' own `lazy` option for that group only: the selected language is in
 * the HTML, another renders (and is highlighted, src/components/LazyHighlight)
 * when the reader picks it. Other tabs keep every panel in the HTML, where the
 * search index reads their text.
 */
import type {ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';
import {codeSamplesGroup} from '@site/src/utils/codeSamples';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper(props: Props): ReactNode {
  return <Tabs lazy={props.groupId === codeSamplesGroup} {...props} />;
}
