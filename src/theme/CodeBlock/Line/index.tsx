/**
 * Why: the theme writes every line of a code block as a `<div>` holding its
 * tokens and a `<br>`, two elements per line that the browser parses, styles
 * and lays out before the page can respond: 268 of the 1,271 elements of
 * /docs/authentication/guides/api-key. Inside the block's `<pre>`, a line's
 * tokens followed by a newline look the same and copy the same. A plain line
 * is now just that; a line with a class (a highlighted line), a style, or
 * line numbers is the stock `<div>`.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Line from '@theme-original/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';

/** A style that writes nothing: prism-react-renderer gives lines the theme's plain style, here `{backgroundColor: undefined}` (config/prism.ts). */
const isEmptyStyle = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && Object.values(value).every((property) => property === undefined);

export default function LineWrapper(props: Props): ReactNode {
  const {line, classNames, showLineNumbers, getLineProps, getTokenProps} = props;
  const {className, ...rest} = getLineProps({line, className: clsx(classNames)});
  const plain = !showLineNumbers && className === 'token-line' && Object.entries(rest).every(([key, value]) => key === 'style' && isEmptyStyle(value));
  if (!plain) return <Line {...props} />;
  // An empty line is one "\n" token (the stock line renders it as an empty token before its <br>).
  const empty = line.length === 1 && line[0]?.content === '\n';
  return (
    <>
      {!empty &&
        line.map((token, key) => {
          const tokenProps = getTokenProps({token});
          return (
            <LineToken key={key} {...tokenProps} line={line} token={token}>
              {tokenProps.children}
            </LineToken>
          );
        })}
      {'\n'}
    </>
  );
}
