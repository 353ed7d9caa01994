/**
 * What `<Head>` children ask for, and how several `<Head>`s merge: the rules
 * of react-helmet-async (6.x–2.x, `HelmetData`'s `reducePropsToState`), which
 * the server still runs, so the browser's head after a navigation is the one
 * the server would have written for the page.
 *
 * - `<title>`: the last `<Head>` with one wins.
 * - `<html>`, `<body>`: attributes merge, the later `<Head>` winning each.
 * - `<meta>`, `<link>`, `<script>`, `<noscript>`, `<style>`, `<base>`: a tag
 *   is keyed by its last "primary" attribute (meta: name, charset,
 *   http-equiv, property, itemprop; link: rel, href, but rel for a canonical
 *   link; script: src or its text); a later `<Head>` drops an earlier one's
 *   tag with the same key (case-insensitive value), a tag without a key is
 *   dropped. `<base>`: the last one with an href.
 * "Later" is the order the `<Head>`s first rendered (./Helmet.tsx).
 */
import {Children, Fragment, isValidElement, type ReactNode} from 'react';

export const tagNames = ['base', 'link', 'meta', 'noscript', 'script', 'style'] as const;
export type TagName = (typeof tagNames)[number];

/**
 * A tag's attributes in the order they were written (an undefined value is
 * '', as react-helmet-async writes it); `innerHTML` / `cssText` for a
 * script's, noscript's or style's text.
 */
export type Tag = {name: TagName; attributes: Array<[string, string]>};
export type Attributes = Record<string, string>;

/** One `<Head>`'s children. */
export type HeadProps = {title?: string; html?: Attributes; body?: Attributes; tags: Tag[]};

/** The merged head. */
export type HeadState = {title?: string; html: Attributes; body: Attributes; tags: Record<TagName, Tag[]>};

/** React prop names that are not the attribute's (react-helmet-async's REACT_TAG_MAP, reversed). */
const attributeNames: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

const isTagName = (name: string): name is TagName => (tagNames as readonly string[]).includes(name);

/** An attribute value or a piece of text as a string, as the DOM would write it; anything but a primitive fails by name. */
function stringOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  throw new Error(`[client-head] a <Head> tag's attribute or text is a ${typeof value}, not a string`);
}

const text = (children: unknown): string => (Array.isArray(children) ? children.map(stringOf).join('') : stringOf(children));

/** `<html>`'s and `<body>`'s attributes as react-helmet-async sets them (a falsy value is ''). */
function elementAttributes(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'children') continue;
    attributes[attributeNames[key] ?? key] = value ? stringOf(value) : '';
  }
  return attributes;
}

function tagOf(name: TagName, props: Record<string, unknown>): Tag {
  const attributes: Tag['attributes'] = [];
  for (const [key, value] of Object.entries(props)) {
    if (key !== 'children') attributes.push([attributeNames[key] ?? key, value === undefined ? '' : stringOf(value)]);
  }
  if (props.children !== undefined && props.children !== null) {
    if (name === 'style') attributes.push(['cssText', text(props.children)]);
    else if (name === 'script' || name === 'noscript') attributes.push(['innerHTML', text(props.children)]);
    else throw new Error(`<${name} /> in <Head> cannot have children`);
  }
  return {name, attributes};
}

/** What one `<Head>`'s children ask for (fragments and arrays are looked into; anything else is ignored, as Helmet does). */
export function headProps(children: ReactNode): HeadProps {
  const props: HeadProps = {tags: []};
  const visit = (nodes: ReactNode): void => {
    Children.forEach(nodes, (child) => {
      if (!isValidElement<Record<string, unknown>>(child)) return;
      if (child.type === Fragment) return visit(child.props.children as ReactNode);
      if (typeof child.type !== 'string') return;
      if (child.type === 'title') props.title = text(child.props.children ?? '');
      else if (child.type === 'html' || child.type === 'body') props[child.type] = {...props[child.type], ...elementAttributes(child.props)};
      else if (isTagName(child.type)) props.tags.push(tagOf(child.type, child.props));
    });
  };
  visit(children);
  return props;
}

const primaryAttributes: Record<TagName, string[]> = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
};

/** The attribute a tag is keyed by (react-helmet-async's `getTagsFromPropsList`), or undefined. */
export function keyAttribute(tag: Tag): string | undefined {
  const primary = primaryAttributes[tag.name];
  const value = (name: string) => tag.attributes.find(([key]) => key === name)?.[1];
  let key: string | undefined;
  for (const [name] of tag.attributes) {
    const lower = name.toLowerCase();
    const canonical = key === 'rel' && value('rel')?.toLowerCase() === 'canonical';
    const stylesheet = lower === 'rel' && value(name)?.toLowerCase() === 'stylesheet';
    if (primary.includes(lower) && !canonical && !stylesheet) key = lower;
    if (primary.includes(name) && (name === 'innerHTML' || name === 'cssText')) key = name;
  }
  return key !== undefined && value(key) ? key : undefined;
}

/** The head that `<Head>`s ask for together, earliest first. */
export function mergeHead(list: readonly HeadProps[]): HeadState {
  const state: HeadState = {html: {}, body: {}, tags: {base: [], link: [], meta: [], noscript: [], script: [], style: []}};
  for (const props of list) {
    if (props.title !== undefined) state.title = props.title;
    Object.assign(state.html, props.html);
    Object.assign(state.body, props.body);
  }
  for (const name of tagNames) {
    const seen = new Set<string>();
    const kept: Tag[][] = [];
    // Latest first: a key a later <Head> has is dropped from earlier ones; one <Head> may repeat a key.
    for (const props of [...list].reverse()) {
      const own = new Set<string>();
      const tags = props.tags.filter((tag) => {
        if (tag.name !== name) return false;
        const key = keyAttribute(tag);
        if (key === undefined) return false;
        const id = `${key}\u0000${tag.attributes.find(([k]) => k === key)?.[1].toLowerCase() ?? ''}`;
        if (seen.has(id)) return false;
        own.add(id);
        return true;
      });
      for (const id of own) seen.add(id);
      kept.unshift(tags);
    }
    state.tags[name] = name === 'base' ? kept.flat().slice(-1) : kept.flat();
  }
  return state;
}
