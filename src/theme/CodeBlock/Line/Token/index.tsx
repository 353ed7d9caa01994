/**
 * Why: Prism gives the text between colored tokens the type "plain", and the
 * theme rendered it as `<span class="token plain">` although no rule styles
 * that type (plugins/code-highlight writes rules for token types; plain text
 * has the block's own color). Those spans were 345 of the 1,783 elements of
 * /docs/authentication/guides/api-key and 213 on an endpoint page: elements
 * the browser parses, styles and lays out for nothing. Plain text is now a
 * text node; every other token is the stock span. Empty tokens (an empty
 * line's placeholder) and tokens given a style keep their span.
 */
import type {ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';

export default function TokenWrapper(props: Props): ReactNode {
  const {token, className, style, children} = props;
  const plainText = token.types.length === 1 && token.types[0] === 'plain' && token.empty === undefined && style === undefined;
  if (plainText && className === 'token plain') return children;
  return <Token {...props} />;
}
