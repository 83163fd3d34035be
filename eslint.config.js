import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Build output, dependencies and generated types are not ours to lint.
  {
    ignores: [
      'dist/',
      '.e2e-dist/',
      'node_modules/',
      '.astro/',
      '.data/',
      'test-results/',
      'playwright-report/',
    ],
  },

  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,

  // Server, scripts, tests and config files run on Node.
  {
    files: ['server/**', 'scripts/**', 'tests/**', 'e2e/**', '*.config.*'],
    languageOptions: { globals: globals.node },
  },

  // Playwright reads a fixture's dependencies from its destructured first parameter, even when empty.
  {
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },

  // React islands and their hooks: hooks rules, and accessibility of the JSX they render.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.strict },

  {
    rules: {
      // Unused arguments are allowed when prefixed, the convention for required callback shapes.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
);
