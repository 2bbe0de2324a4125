import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** An import pattern of no-restricted-imports: any import naming one of these folders. */
const folders = (forbidden, message) => ({
  group: forbidden.flatMap((dir) => [`**/${dir}/**`, `**/${dir}`]),
  message,
});
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** The console and the service share only the contract: each may import it, never the other. */
const CONSOLE_NOT_SERVICE = folders(
  ['service'],
  'The console talks to the service over HTTP only; share shapes via src/contract.',
);

/**
 * Console features (src/console/features/<name>/) do not import each other: what several need lives in
 * src/console/ui (components, helpers) or src/console/api (queries). Each feature's files get the names of all the
 * others, reached as siblings (`../search/…`) or through the features folder (`../../features/search/…`).
 */
const FEATURES = 'src/console/features';
const features = fs
  .readdirSync(new URL(FEATURES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherFeatures = (feature) => {
  const others = features.filter((other) => other !== feature);
  if (others.length === 0) return [];
  return [
    {
      regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`,
      caseSensitive: true,
      message:
        'A feature must not import another feature: move what both need to src/console/ui or src/console/api.',
    },
  ];
};

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
      ...restrictImports(CONSOLE_NOT_SERVICE),
    },
  },
  // A later block's options replace the earlier ones for the same files, so each feature repeats the console's.
  ...features.map((feature) => ({
    files: [`${FEATURES}/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports(CONSOLE_NOT_SERVICE, ...otherFeatures(feature)),
  })),
  {
    files: ['src/service/**/*.ts'],
    rules: restrictImports(
      folders(['console'], 'The service must not depend on console code; share shapes via src/contract.'),
    ),
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: restrictImports(folders(['service', 'console'], 'The contract depends on nothing of ours.')),
  },
);
