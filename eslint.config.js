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

const SERVICE_NOT_CONSOLE = folders(
  ['console'],
  'The service must not depend on console code; share shapes via src/contract.',
);

/**
 * The service's folders in layers, bottom first (docs/architecture.md draws them). A folder imports only folders
 * of the layers below its own, so no two folders import each other and no cycle runs through several. Tests may
 * import anything; the files at the service's root (app.ts, main.ts, startup.ts) wire every folder together.
 */
const SERVICE_LAYERS = [
  // Leaves: settings, input checks, the matching engine (it reads no database and imports only the contract), and
  // the reading of uploaded files of rows.
  ['config', 'input', 'matching', 'table-files'],
  ['storage', 'openapi'],
  ['http', 'processes', 'health'],
  ['identity', 'usage'],
  // Stored things every capability reads: records and their types, word lists, licences, addresses; usage reports.
  // The event feed is written with the changes the audit trail records.
  ['records', 'word-lists', 'licences', 'api-usage', 'address', 'console-hosting', 'events'],
  // Intake counts what writes take in, per source, for the alerts.
  ['scenarios', 'filters', 'audit', 'contact-validation', 'intake'],
  ['matching-config', 'decisions', 'survivorship'],
  ['match-index', 'review'],
  ['index-builds', 'merge', 'search', 'upsert', 'demo'],
  // Auto-merge rehearsed on the stewards' decisions, before a job or a schedule saves one.
  ['auto-merge'],
  ['jobs', 'record-type-admin', 'scenario-admin', 'word-list-admin', 'sign-in-lock-admin', 'dashboard'],
  // Schedules start jobs; a configuration export carries them.
  ['schedules'],
  ['review-batches', 'config-transfer', 'imports'],
  // Alerts read what came in, the review queue and the scheduled runs.
  ['alerts'],
];
const SERVICE = 'src/service';
const serviceFolders = fs
  .readdirSync(new URL(SERVICE, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
  .map((entry) => entry.name);
const unplaced = serviceFolders.filter((folder) => !SERVICE_LAYERS.flat().includes(folder));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place ${unplaced.join(', ')} in SERVICE_LAYERS`);

/** Rules for each service folder: the folders of its own layer and those above are out of reach. */
function serviceLayerRules() {
  return SERVICE_LAYERS.flatMap((layer, index) =>
    layer.flatMap((folder) => {
      const above = SERVICE_LAYERS.slice(index)
        .flat()
        .filter((other) => other !== folder);
      // A file `depth` folders down reaches a sibling folder through that many `../`.
      return [1, 2, 3].map((depth) => ({
        files: [`${SERVICE}/${folder}/${'*/'.repeat(depth - 1)}*.ts`],
        ignores: ['**/*.test.ts', '**/*.fixture.ts'],
        rules: restrictImports(SERVICE_NOT_CONSOLE, {
          regex: `^(\\.\\./){${depth}}(${above.join('|')})(/|$)`,
          caseSensitive: true,
          message: `${folder}/ sits below these folders (SERVICE_LAYERS in eslint.config.js): move what both need down a layer.`,
        }),
      }));
    }),
  );
}

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
    rules: restrictImports(SERVICE_NOT_CONSOLE),
  },
  ...serviceLayerRules(),
  {
    files: ['src/contract/**/*.ts'],
    rules: restrictImports(folders(['service', 'console'], 'The contract depends on nothing of ours.')),
  },
);
