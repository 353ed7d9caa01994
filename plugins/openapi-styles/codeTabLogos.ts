/**
 * The OpenAPI theme's stylesheet draws a logo for the code tab of every
 * language it supports (about twenty, each a base64 SVG): 55 of its 97 KB.
 * The request editor shows only the languages of `languageTabs`
 * (config/openapi.ts), so the rules of the other languages' tabs are dropped
 * when the stylesheet is built: every API page loads and parses less
 * render-blocking CSS.
 */
import type {Plugin} from 'postcss';

const codeTab = /\.openapi-tabs__code-item--([a-z0-9-]+)(?![a-z0-9-])/g;

/** Whether a selector only styles the code tab of a language that is not shown. */
function forHiddenLanguage(selector: string, shown: ReadonlySet<string>): boolean {
  const languages = [...selector.matchAll(codeTab)].map((match) => match[1] ?? '');
  return languages.length > 0 && languages.some((language) => !shown.has(language));
}

/**
 * A PostCSS plugin that drops, from the file `file` only, the selectors (and
 * rules left with none) that style the code tab of a language not in `shown`.
 * Fails the build when `shown` names a language the file has no tab rule for:
 * a renamed logo class would otherwise leave a tab without its logo.
 */
export function codeTabLogos(file: string, shown: readonly string[]): Plugin {
  const keep = new Set(shown);
  return {
    postcssPlugin: 'openapi-code-tab-logos',
    Once(root) {
      if (root.source?.input.file !== file) return;
      const found = new Set<string>();
      root.walkRules((rule) => {
        for (const match of rule.selector.matchAll(codeTab)) found.add(match[1] ?? '');
        const selectors = rule.selectors.filter((selector) => !forHiddenLanguage(selector, keep));
        if (selectors.length === 0) rule.remove();
        else if (selectors.length !== rule.selectors.length) rule.selectors = selectors;
      });
      const missing = shown.filter((language) => !found.has(language));
      if (missing.length > 0) {
        throw root.error(`[openapi-styles] no code tab rule for ${missing.join(', ')} in ${file}: check languageTabs' logoClass in config/openapi.ts`);
      }
    },
  };
}
