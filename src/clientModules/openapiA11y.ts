/**
 * Client module: two accessibility repairs on pages rendered by
 * docusaurus-theme-openapi-docs 5.2.0, applied after render and on every
 * later DOM change (tabs and collapsibles re-render their content):
 *
 * 1. Tab-scroll arrows are empty `<button class="openapi-tabs__arrow left|right">`
 *    (five components: ApiTabs, MimeTabs, SchemaTabs, DiscriminatorTabs,
 *    OperationTabs): they get an accessible name.
 * 2. Schema property lists are `<ul>`s whose children are `<div>`s (Schema,
 *    RequestSchema, ResponseSchema): they get explicit list/listitem roles, so
 *    assistive technology still announces a list of N properties.
 *
 * Ejecting the eight components for two attributes would copy far more code
 * than this. React does not manage these attributes, so setting them does not
 * fight re-renders. src/theme/ResponseHeaders is ejected instead: it was small.
 */
import type {ClientModule} from '@docusaurus/types';
import {mutationsIn} from '../utils/mutationsIn';

function repair(root: ParentNode): void {
  root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])').forEach((button) => {
    button.setAttribute('aria-label', button.classList.contains('left') ? 'Scroll tabs left' : 'Scroll tabs right');
  });
  root.querySelectorAll<HTMLUListElement>('.theme-api-markdown ul:not([role])').forEach((list) => {
    const children = Array.from(list.children);
    if (children.every((child) => child.tagName === 'LI')) return;
    list.setAttribute('role', 'list');
    children.forEach((child) => {
      if (child.tagName !== 'LI' && !child.hasAttribute('role')) child.setAttribute('role', 'listitem');
    });
  });
}

let observer: MutationObserver | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (!document.querySelector('.theme-api-markdown')) return;
    repair(document);
    if (observer) return;
    observer = new MutationObserver((records) => {
      // Only the API page's content re-renders tabs and schemas; not the navbar or the search hits.
      if (mutationsIn(records, 'main') && document.querySelector('.theme-api-markdown')) repair(document);
    });
    observer.observe(document.body, {childList: true, subtree: true});
  },
};

export default clientModule;
