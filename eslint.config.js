import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', 'node_modules/**', 'staticfiles/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // Express recognises error handlers by their four parameters.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // STYLE.md: missing effect dependencies are bugs, not warnings.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['ssr-server/**/*.mjs', 'frontend/scripts/**/*.mjs', 'frontend/vite-plugins/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Plain scripts served as they are (display-boot.js runs before first paint).
    files: ['frontend/static/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['frontend/e2e/**/*.ts', 'frontend/e2e-shell/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
