/**
 * Writes a merged head (./headTags.ts) into the document as react-helmet-async
 * does in the browser, so the tags the server wrote are kept, not written
 * again: tags it manages carry `data-rh="true"`; a wanted tag equal to one in
 * the head stays, other managed tags go, new ones are appended. On `<html>`
 * and `<body>`, `data-rh` lists the attributes it set, so one no longer asked
 * for is removed.
 */
import {tagNames, type Attributes, type HeadState, type Tag} from './headTags';

const managed = 'data-rh';

function setAttributes(element: Element, attributes: Attributes): void {
  const before = element.getAttribute(managed)?.split(',') ?? [];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = attributes[name] ?? '';
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of before) if (!names.includes(name)) element.removeAttribute(name);
  if (names.length === 0) element.removeAttribute(managed);
  else if (element.getAttribute(managed) !== names.join(',')) element.setAttribute(managed, names.join(','));
}

function elementOf(document: Document, tag: Tag): Element {
  const element = document.createElement(tag.name);
  for (const [name, value] of tag.attributes) {
    if (name === 'innerHTML') element.innerHTML = value;
    else if (name === 'cssText') element.appendChild(document.createTextNode(value));
    else element.setAttribute(name, value);
  }
  element.setAttribute(managed, 'true');
  return element;
}

export function applyHead(document: Document, state: HeadState): void {
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  setAttributes(document.documentElement, state.html);
  setAttributes(document.body, state.body);
  for (const name of tagNames) {
    const old = Array.from(document.head.querySelectorAll(`${name}[${managed}]`));
    const added: Element[] = [];
    for (const tag of state.tags[name]) {
      const element = elementOf(document, tag);
      const same = old.findIndex((existing) => element.isEqualNode(existing));
      if (same >= 0) old.splice(same, 1);
      else added.push(element);
    }
    for (const element of old) element.remove();
    for (const element of added) document.head.appendChild(element);
  }
}
