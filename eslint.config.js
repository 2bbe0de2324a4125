import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The console and the service share only the contract: each may import it, never the other. */
const restrictImports = (forbidden, reason) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: forbidden.flatMap((dir) => [`**/${dir}/**`, `**/${dir}`]), message: reason }] },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'dist-service', 'node_modules', 'data', 'test-results', 'playwright-report', '.e2e'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrictImports(
        ['service'],
        'The console talks to the service over HTTP only; share shapes via src/contract.',
      ),
    },
  },
  {
    files: ['src/service/**/*.ts'],
    rules: restrictImports(
      ['console'],
      'The service must not depend on console code; share shapes via src/contract.',
    ),
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: restrictImports(['service', 'console'], 'The contract depends on nothing of ours.'),
  },
);
