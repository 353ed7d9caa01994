/**
 * Client module: gives the API pages' tab-scroll arrow buttons an accessible
 * name. docusaurus-theme-openapi-docs 5.2.0 renders them as empty
 * `<button class="openapi-tabs__arrow left|right">` in five components
 * (ApiTabs, MimeTabs, SchemaTabs, DiscriminatorTabs, OperationTabs); ejecting
 * all five for one attribute would be far larger than this. React does not
 * manage `aria-label` on these elements, so setting it does not fight renders.
 */
import type {ClientModule} from '@docusaurus/types';

const labels = {left: 'Scroll tabs left', right: 'Scroll tabs right'} as const;

function label(root: ParentNode): void {
  root.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])').forEach((button) => {
    button.setAttribute('aria-label', button.classList.contains('left') ? labels.left : labels.right);
  });
}

let observer: MutationObserver | undefined;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    label(document);
    if (observer || typeof MutationObserver === 'undefined') return;
    observer = new MutationObserver(() => label(document));
    observer.observe(document.body, {childList: true, subtree: true});
  },
};

export default clientModule;
