/**
 * The `<ul>` around a schema's properties or an operation's parameters on an
 * endpoint page (the theme's RequestSchema, ResponseSchema and ParamsDetails
 * render it instead of a plain `<ul>`: plugins/theme-patches). The OpenAPI theme's SchemaItem and ParamsItem render
 * `<div>`s, not `<li>`s, so a plain `<ul>` around them is an invalid list
 * (axe "list", serious). Wrapping each item in an `<li>` is not possible:
 * SchemaNode renders all of an object's properties at once. So the list and
 * its direct children get the list and listitem roles, and assistive
 * technology still announces "list, N items". The roles are set after every
 * render of the owner, the only time its direct children can change (a
 * schema's own state, such as a oneOf tab, changes elements further down).
 * Until then (the server's HTML, read without JavaScript or before
 * hydration) the `<ul>` has no list role: its content reads as plain groups
 * rather than as a list without items (axe "list" on the page as served).
 */
import {useEffect, useRef, type CSSProperties, type ReactNode} from 'react';

export function markListItems(list: HTMLElement): void {
  const children = Array.from(list.children);
  // Real <li> items (or none): the <ul>'s own list role, which the server's role="none" took away.
  if (children.every((child) => child.tagName === 'LI')) {
    list.removeAttribute('role');
    return;
  }
  list.setAttribute('role', 'list');
  for (const child of children) if (child.tagName !== 'LI' && !child.hasAttribute('role')) child.setAttribute('role', 'listitem');
}

export default function PropertyList({style, children}: {style?: CSSProperties; children: ReactNode}): ReactNode {
  const ref = useRef<HTMLUListElement>(null);
  // No dependency list on purpose: after every render, when the items may have changed.
  useEffect(() => {
    if (ref.current) markListItems(ref.current);
  });
  return (
    <ul ref={ref} style={style} role="none">
      {children}
    </ul>
  );
}
