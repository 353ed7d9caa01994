/**
 * The HTML page template (Docusaurus `ssrTemplate`, an Eta template). It
 * differs from Docusaurus's default in one thing: when the page's scripts run.
 *
 * The default puts `<script defer>` in the head. Deferred scripts run as soon
 * as the document is parsed, usually before the browser has painted it, so on
 * a slow phone the page's text waited behind the evaluation of about 550 KB of
 * JavaScript and React's hydration (Lighthouse counted the scripts' download
 * and run in the largest contentful paint of every page kind).
 *
 * The scripts are main.js and its runtime plus the chunks of the page's own
 * route (plugins/theme-patches makes the server render report them), so the
 * route's code downloads next to main.js instead of after it.
 *
 * Here the head preloads the same scripts (`<link rel="preload" as="script"
 * data-entry>`, so they download as early as before, at low priority: after
 * the stylesheet the first paint needs). A small inline loader at the end
 * of the body adds them, in order, once the first contentful paint is on
 * screen and two more frames have passed (the
 * document is parsed by then, so those frames show the whole viewport). A tab
 * opened in the background gets them at once (no frames are painted there).
 *
 * Docusaurus's base-URL banner (SPEC: "a base-URL warning banner shows when
 * the base URL is misconfigured") checks for the scripts at DOMContentLoaded,
 * which now comes before them; the loader shows the banner itself when a
 * script fails to load, which is what a wrong base URL does. `baseUrlIssueBanner`
 * is therefore off in docusaurus.config.ts.
 *
 * The loader's text is the same on every page (the scripts are read from the
 * preload links, the base URL from a data attribute), so the Content Security
 * Policy allows it with one hash (scripts/hosting/csp.ts finds it).
 */

/** Marks the preload links the loader turns into scripts. */
export const entryAttribute = 'data-entry';
/** The loader's attribute that holds the site's base URL (for the banner's text). */
export const baseUrlAttribute = 'data-base-url';
/** The id of the banner shown when a script cannot be loaded. */
export const baseUrlBannerId = 'base-url-issue-banner';

/** ES5 on purpose: it runs before any of the site's code, in every browser. */
export const scriptLoader = `(function () {
  var entries = document.querySelectorAll('link[${entryAttribute}]');
  var loader = document.currentScript;
  var shown = false;
  function banner() {
    if (shown) return;
    shown = true;
    var box = document.createElement('div');
    box.id = '${baseUrlBannerId}';
    box.setAttribute('role', 'alert');
    box.style.cssText = 'border: 4px solid #b00020; background: #fff3cd; color: #1c1e21; margin: 1rem; padding: 1rem; font-size: 1.1rem;';
    var title = document.createElement('strong');
    title.textContent = 'This page did not load properly: its scripts were not found.';
    var detail = document.createElement('p');
    detail.style.margin = '0.5rem 0 0';
    detail.textContent = 'A common reason is a wrong base URL. The site is built for base URL "' + loader.getAttribute('${baseUrlAttribute}') +
      '"; this page is at "' + location.pathname + '".';
    box.appendChild(title);
    box.appendChild(detail);
    document.body.prepend(box);
  }
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    for (var i = 0; i < entries.length; i += 1) {
      var script = document.createElement('script');
      // The attribute, not the absolute URL: webpack's chunk loader finds the
      // route chunks' tags by their src attribute and waits for them instead
      // of adding its own.
      script.src = entries[i].getAttribute('href');
      script.async = false;
      script.onerror = banner;
      document.body.appendChild(script);
    }
  }
  // Two frames after the first contentful paint was presented: by then the
  // frame drawn after parsing (this script is the body's last element) is on
  // screen too. A hidden tab paints nothing, so it loads at once.
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(load, 0);
      });
    });
  }
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') load();
  });
  if (document.visibilityState === 'hidden') load();
  else if (!window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) afterPaint();
  else
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    }).observe({type: 'paint', buffered: true});
})();`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %>
<% }); %><%~ it.headTags %>
<% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
<% }); %><% it.scripts.forEach((script) => { %><link rel="preload" as="script" fetchpriority="low" ${entryAttribute} href="<%= it.baseUrl %><%= script %>" />
<% }); %></head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
<script ${baseUrlAttribute}="<%= it.baseUrl %>">${scriptLoader}</script>
</body>
</html>`;
