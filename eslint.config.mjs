// ESLint flat config: typescript-eslint with type information, React, React
// Hooks, jsx-a11y and Docusaurus' own rules; Prettier owns formatting (its
// config turns off the rules that would fight it). `npm run lint:ts` fails on
// any warning.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Generated output (see .gitignore) and the samples' run output.
    ignores: ['build/', '.docusaurus/', 'docs/*/api/', 'static/openapi/', 'static/downloads/', 'test-results/', 'playwright-report/', '.bench/'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // Tests and scripts await Playwright/Node promises; a floating one is a test that cannot fail.
      // node:test's test() and describe() return promises the runner awaits itself.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {allowForKnownSafeCalls: [{from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite']}]},
      ],
      // `total += await x` reads `total` before the await: side-by-side workers lose each other's updates.
      'require-atomic-updates': 'error',
    },
  },
  {
    // Plain JavaScript (the sample projects, this file): no type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {globals: {...globals.node}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      reactHooks.configs.flat['recommended-latest'],
      jsxA11y.flatConfigs.recommended,
    ],
    plugins: {'@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    languageOptions: {globals: {...globals.browser}},
    rules: {
      ...docusaurus.configs.recommended.rules,
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      // Props are typed with TypeScript.
      'react/prop-types': 'off',
    },
  },
  {
    // Component headings are card and widget titles (some name a region through
    // aria-labelledby), not page sections: @theme/Heading would add a "#" anchor
    // link to each and change the region's accessible name. Pages and swizzles
    // keep the rule.
    files: ['src/components/**/*.tsx'],
    rules: {'@docusaurus/prefer-docusaurus-heading': 'off'},
  },
  {
    // Layers import one way: config/ → plugins/ & scripts/ → src/.
    // config/'s tests are exempt on purpose: they check the config against the
    // repository's content (docs, routes, files), which they read through the
    // same scripts/lib helpers the checks use. No config module imports them.
    files: ['config/**/*.ts'],
    ignores: ['config/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins/**', '**/scripts/**', '**/src/**', '@site/*'],
              message: 'config/ is the bottom layer: it imports nothing from plugins/, scripts/ or src/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['plugins/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{group: ['**/src/**', '@site/src/*'], message: 'plugins/ and scripts/ sit below src/: move shared code to config/ or scripts/lib/.'}]},
      ],
    },
  },
  prettier,
);
