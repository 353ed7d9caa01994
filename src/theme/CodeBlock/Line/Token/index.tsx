/**
 * Why: the theme renders every Prism token as a `<span>`, also the ones no
 * rule colors: the text between tokens (type "plain") and, with this site's
 * two themes, punctuation and operators, which both draw in the block's own
 * color (plugins/code-highlight lists the types that look different in
 * either mode): elements the browser parsed, styled and laid out for
 * nothing. Served HTML of /docs/authentication/guides/api-key: 1,783 →
 * 1,254 elements; the SDK reference's ordering page: 2,690 → 2,136 for
 * punctuation and operators alone (`npm run bench` prints these figures).
 * A token whose types are all uncolored is now a text node; every other
 * token is the stock span. Empty tokens (an empty line's placeholder) and
 * tokens given a style or an extra class keep their span.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {usePluginData} from '@docusaurus/useGlobalData';
import Token from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';
import type {CodeHighlightData} from '@site/plugins/code-highlight';

export default function TokenWrapper(props: Props): ReactNode {
  const {coloredTypes} = usePluginData('code-highlight') as CodeHighlightData;
  const {token, className, style, children} = props;
  const asText =
    token.empty === undefined &&
    // prism-react-renderer gives typed tokens an empty style object when the theme has no style for them (config/prism.ts).
    (style === undefined || Object.keys(style).length === 0) &&
    className === clsx('token', ...token.types) &&
    token.types.every((type) => !coloredTypes.includes(type));
  return asText ? children : <Token {...props} />;
}
