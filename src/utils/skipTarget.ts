/**
 * Where "Skip to main content" puts the keyboard focus: the page's title (the
 * first h1 of <main>), or <main> itself when it has none. The stock link
 * focuses <main> and drops its temporary tabindex at once, so Chromium shows
 * no focus anywhere; here the tabindex stays until the element loses focus.
 */
export function focusMainContent(doc: Document): Element | null {
  const main = doc.querySelector('main:first-of-type') ?? doc.getElementById('__docusaurus_skipToContent_fallback');
  if (!main) return null;
  const target = main.querySelector('h1') ?? main;
  if (!(target instanceof HTMLElement)) return null;
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
  }
  target.focus();
  return target;
}
