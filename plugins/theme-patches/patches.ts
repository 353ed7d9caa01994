/**
 * Small fixes (a line, or one call) to installed theme code that no option or
 * swizzle reaches: main-thread time on every page load, markup the browser
 * handles for nothing, accessible names. Each has its reason and what it
 * measured. ./index.ts applies them while bundling;
 * the build fails if a line is not there exactly once (an upgrade changed it:
 * check whether the fix is still needed, then update or drop it).
 */
export type Patch = {
  /** The installed package and the file inside it. */
  pkg: string;
  file: string;
  search: string;
  replace: string;
  /** How many times `search` is in the file (every one is replaced); 1 unless said. */
  occurrences?: number;
  why: string;
};

/**
 * The OpenAPI theme's tab strips (status codes, MIME types, schema/example,
 * discriminator, operations) show scroll arrows when the tabs overflow: empty
 * `<button>`s with no accessible name (axe "button-name", critical). Each gets
 * a name where it is rendered, so it has one from its first render.
 */
function tabArrowNames(): Patch[] {
  const plainClass = (side: string) => `className: "openapi-tabs__arrow ${side}",`;
  const clsxClass = (side: string) => `className: (0, clsx_1.default)("openapi-tabs__arrow", "${side}"),`;
  const components: Array<[string, (side: string) => string]> = [
    ['ApiTabs', plainClass],
    ['SchemaTabs', plainClass],
    ['DiscriminatorTabs', plainClass],
    ['MimeTabs', clsxClass],
    ['OperationTabs', clsxClass],
  ];
  return components.flatMap(([component, line]) =>
    ['left', 'right'].map((side) => ({
      pkg: 'docusaurus-theme-openapi-docs',
      file: `lib/theme/${component}/index.js`,
      search: line(side),
      replace: `${line(side)} "aria-label": "Scroll tabs ${side}",`,
      why: `${component}'s ${side} scroll arrow is an empty button: it gets the name "Scroll tabs ${side}" (axe "button-name").`,
    })),
  );
}

/**
 * The OpenAPI theme renders an operation's parameters, request body and
 * response schemas only in the browser (`BrowserOnly`, a grey skeleton in the
 * HTML): readers without JavaScript, search and crawlers saw no reference. The
 * three components render on the server too: their state comes from the page
 * store src/components/ApiPage builds identically on server and client. Their
 * lists become src/components/PropertyList: the theme's items are `<div>`s,
 * invalid in a plain `<ul>` (axe "list", serious). (Their body examples come
 * from src/theme/ResponseExamples, a swizzle.)
 */
function serverRenderedSchemas(): Patch[] {
  const lists: Array<[string, number]> = [
    ['ParamsDetails', 1],
    ['RequestSchema', 2],
    ['ResponseSchema', 1],
  ];
  return lists.flatMap(([component, listCount]): Patch[] => {
    const file = `lib/theme/${component}/index.js`;
    const pkg = 'docusaurus-theme-openapi-docs';
    const reactImport = 'const react_1 = __importDefault(require("react"));';
    return [
      {
        pkg,
        file,
        search: 'const BrowserOnly_1 = __importDefault(require("@docusaurus/BrowserOnly"));',
        replace: 'const BrowserOnly_1 = { default: (props) => props.children() };',
        why: `${component} renders on the server too: its BrowserOnly wrapper renders its content at once instead of a skeleton until hydration.`,
      },
      {
        pkg,
        file,
        search: reactImport,
        replace: `${reactImport} const PropertyList_1 = __importDefault(require("@site/src/components/PropertyList"));`,
        why: `Imports src/components/PropertyList for the next patch, in the same file.`,
      },
      {
        pkg,
        file,
        search: '"ul",',
        replace: 'PropertyList_1.default,',
        occurrences: listCount,
        why: `${component}'s list of properties or parameters gets the list and listitem roles its <div> items need.`,
      },
    ];
  });
}

export const patches: readonly Patch[] = [
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/utils/reactUtils.js',
    search: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    why:
      "useShallowMemoObject (every code block's word-wrap observer, the docs' mobile menu) sorts an object's keys with localeCompare; " +
      "a page's first localeCompare builds ICU's collator: a 129 ms task at 4× CPU throttling on an endpoint page, to sort four ASCII keys. " +
      'The keys only need one stable order: code-point order.',
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/hooks/useCodeWordWrap.js',
    search: 'const [hiddenTabElement, setHiddenTabElement] = useState();',
    replace: 'const [hiddenTabElement, setHiddenTabElement] = useState(null);',
    why:
      'Every code block looks, after mounting, for a hidden tab panel around it and stores the answer, null when there is none; ' +
      'from `undefined` to `null` is a change, so every code block of a page rendered a second time right after hydration, ' +
      'in one synchronous render (part of a 124 ms task at 4× CPU throttling on the SDK reference). Starting from null, nothing changes.',
  },
  {
    pkg: '@docusaurus/core',
    file: 'lib/client/browserContext.js',
    search: 'setIsBrowser(true);',
    replace: 'React.startTransition(() => setIsBrowser(true));',
    why:
      'After hydration, `useIsBrowser()` turns true and everything that renders only in the browser appears: the copy and wrap buttons ' +
      'of every code block, the color-mode toggle, the search box. As a plain update this was one synchronous render: 211 ms at 4× CPU ' +
      'throttling on the SDK reference. As a transition, React renders it in slices of a few milliseconds between which the page ' +
      'answers input; `data-has-hydrated` (which Docusaurus derives from the same value) is set when it is done.',
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/hooks/useWindowSize.js',
    search: "import { useEffect, useState } from 'react';",
    replace: "import { startTransition, useEffect, useState } from 'react';",
    why: 'Imports `startTransition` for the next patch, in the same file.',
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/hooks/useWindowSize.js',
    search: 'updateWindowSize();',
    replace: 'startTransition(updateWindowSize);',
    why:
      'The window size is "ssr" until hydration, then "mobile" or "desktop". On a phone that change swaps the docs sidebar for the ' +
      "mobile menu's and re-renders the navbar and the table of contents: as a plain update, one synchronous render of 236 ms at 4× CPU " +
      'throttling on the SDK reference at 412 px. The first measurement is now a transition, which React renders in slices; ' +
      'resizing later is unchanged.',
  },
  {
    pkg: '@docusaurus/core',
    file: 'lib/client/exports/ComponentCreator.js',
    search: 'modules.push(chunkRegistry[1]);',
    replace: 'modules.push(chunkName);',
    why:
      "While a page is rendered to HTML, the modules each route renders are reported, and the client manifest turns them into the page's " +
      '`<script>` tags. The manifest is keyed by chunk name, but the report gave module paths, so no page named its own chunks: the browser ' +
      "found them only when main.js ran, one network round trip before hydration could start. Reporting the chunk name lets every page's " +
      'HTML load its route chunks next to main.js (the webpack runtime reuses those tags instead of adding its own).',
  },
  {
    pkg: 'docusaurus-theme-openapi-docs',
    file: 'lib/theme/Example/index.js',
    search: [
      'react_1.default.createElement(',
      '      "span",',
      '      null,',
      '      react_1.default.createElement("code", null, formatExample(example))',
      '    )',
    ].join('\n'),
    replace: 'react_1.default.createElement("code", null, formatExample(example))',
    why:
      'Every documented property example ("Example: value") wrapped its `<code>` in a `<span>` with no class, style or role: ' +
      '120 elements on /docs/ordering/api/place-order that the browser parsed, styled and laid out, and React hydrated, for nothing. ' +
      'The `<code>` is now the direct child, as in the line around it.',
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/contexts/colorMode.js',
    search: 'const { colorMode: { defaultMode }, } = useThemeConfig();',
    replace: 'const { colorMode: { defaultMode, respectPrefersColorScheme }, } = useThemeConfig();',
    why: 'Reads `respectPrefersColorScheme` for the next patch, in the same function.',
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/contexts/colorMode.js',
    search: 'useState(isBrowser ? ColorModeChoiceAttribute.get() : null);',
    replace: 'useState(isBrowser ? ColorModeChoiceAttribute.get() : respectPrefersColorScheme ? null : defaultMode);',
    why:
      'The server renders the reader\'s color-mode choice as null ("system"), but with `respectPrefersColorScheme` off the page\'s inline ' +
      'script sets it to the default mode for a reader who never chose one. So right after hydration the choice changed for every new ' +
      'reader, and the color-mode context re-rendered all its consumers — every code block of the page — in one synchronous render (part of ' +
      'a 72 ms task at 4× CPU throttling on /docs/authentication/guides/api-key). The server now starts from what the script sets; the ' +
      'toggle\'s label in the HTML says "light mode" instead of "system mode", which is what it says after hydration.',
  },
  {
    pkg: '@docusaurus/plugin-content-docs',
    file: 'lib/client/docsPreferredVersion.js',
    search: 'setState(readStorageState({ allDocsData, versionPersistence, pluginIds }));',
    replace:
      'setState((current) => { const stored = readStorageState({ allDocsData, versionPersistence, pluginIds }); ' +
      'return pluginIds.every((id) => current[id]?.preferredVersionName === stored[id].preferredVersionName) ? current : stored; });',
    why:
      "After hydration the docs plugin reads each reader's preferred docs version from storage and stores it as a new object, even when " +
      'nothing is stored (always, on a site with one version): a changed context, so the navbar, the sidebar and every version consumer ' +
      'rendered again in one synchronous render (with the color-mode choice, a 72–121 ms task at 4× CPU throttling on ' +
      '/docs/authentication/guides/api-key). The state now changes only when a stored version differs.',
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/hooks/useCodeWordWrap.js',
    search: "import { useState, useCallback, useEffect, useRef } from 'react';",
    replace: "import { startTransition, useState, useCallback, useEffect, useRef } from 'react';",
    why: 'Imports `startTransition` for the next patch, in the same file.',
  },
  {
    pkg: '@docusaurus/theme-common',
    file: 'lib/hooks/useCodeWordWrap.js',
    search: 'setIsCodeScrollable(isScrollable);',
    replace: 'startTransition(() => setIsCodeScrollable(isScrollable));',
    why:
      'After mounting, every code block measures whether its code scrolls sideways and, if it does, renders again to show the word-wrap ' +
      'button. Set in an effect, that is one synchronous render of all those code blocks together (a 63 ms task at 4× CPU throttling on ' +
      '/docs/authentication/guides/api-key). As a transition React renders them in slices; the button is transparent until the block is ' +
      'hovered, so nothing visible waits.',
  },
  ...tabArrowNames(),
  ...serverRenderedSchemas(),
];

/** The source with `patch` applied; throws, naming `file`, unless its line is there as often as the patch says (once unless said). */
export function applyPatch(source: string, patch: Patch, file: string): string {
  const parts = source.split(patch.search);
  const expected = patch.occurrences ?? 1;
  if (parts.length - 1 !== expected) {
    throw new Error(
      `[theme-patches] ${file}: expected the line \`${patch.search}\` ${expected === 1 ? 'once' : `${expected} times`}, found it ${parts.length - 1} times; check plugins/theme-patches/patches.ts against this version of ${patch.pkg}`,
    );
  }
  return parts.join(patch.replace);
}
