// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier/flat';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * The dependency rule of docs/architecture.md ("Workspaces"): each workspace and the workspaces it may
 * import. Imports are resolved to files, so `@golf/x` and a relative path into `x/` are the same
 * import to this rule. The top-level `scripts/` (which start the processes), `testing/` (the test
 * harnesses) and `e2e/` compose the workspaces and may import any of them.
 */
const allowedImports = {
  golf: [],
  contracts: [],
  'read-db': [],
  events: ['golf'],
  projector: ['golf', 'events', 'read-db'],
  'command-api': ['golf', 'events', 'contracts', 'read-db'],
  frontend: ['golf', 'contracts'],
};
const workspaces = Object.keys(allowedImports);

const workspaceZones = Object.entries(allowedImports).map(([workspace, allowed]) => ({
  target: `./${workspace}`,
  from: workspaces.filter((other) => other !== workspace && !allowed.includes(other)).map((other) => `./${other}`),
  message: `${workspace} may import ${allowed.length ? allowed.join(', ') : 'no other workspace'} (docs/architecture.md, "Workspaces").`,
}));

/**
 * No feature imports another (docs/style.md, after bulletproof-react): a shared piece moves to
 * components/ or lib/, or app/routes composes the features. Every folder under features/ is one.
 */
const features = readdirSync(`${root}/frontend/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `./frontend/src/features/${feature}`,
  from: './frontend/src/features',
  except: [`./${feature}`],
  message: `features/${feature} may not import another feature: move the shared piece to components/ or lib/, or pass it in from app/routes (docs/style.md).`,
}));

/**
 * Shipped code never reaches into the test harnesses or the process scripts: testing/ composes
 * the API and the projector, so importing it from command-api would bring the projector back.
 */
const harnessZones = workspaces.map((workspace) => ({
  target: `./${workspace}`,
  from: ['./testing', './scripts', './e2e'],
  message: 'Only tests and test helpers may import the top-level testing/, scripts/ and e2e/ folders.',
}));

/**
 * Test-only code (docs/style.md, rule 11): a `*.spec.ts` file, or any file under a folder named
 * `testing/` (fixtures, test calls, suites' helpers). With the app's tooling scripts, it may use
 * the harnesses; no shipped code may import it (testOnlyZones; each workspace's tsconfig.json
 * leaves it out and tsconfig.tools.json type-checks it).
 */
const testFiles = ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**', 'frontend/scripts/**'];

/** Shipped code never imports test-only code. */
const testOnlyZones = [
  {
    target: workspaces.map((workspace) => `./${workspace}`),
    from: ['**/testing/**', '**/*.spec.ts', '**/*.spec.tsx'],
    message: 'Test-only code (a spec, or a file under testing/) is not for shipped code (docs/style.md, rule 11).',
  },
];

/** @param {object[]} zones */
const restrictedPaths = (zones) => /** @type {const} */ (['error', { basePath: root, zones }]);

export default defineConfig(
  globalIgnores(['**/dist/', '**/dist-server/', '**/.tsbuild/', '**/.data/', '**/screenshots/', '**/test-results/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a value left out on purpose, e.g. `const { total: _total, ...rest } = tee`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['frontend/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['frontend/src/service-worker/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver()] },
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...workspaceZones, ...featureZones]) },
  },
  {
    files: workspaces.map((workspace) => `${workspace}/**`),
    ignores: testFiles,
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...workspaceZones, ...featureZones, ...harnessZones, ...testOnlyZones]) },
  },
  {
    // The app ships what it imports: the contracts and the app validate with zod/mini, whose
    // functions the bundler can leave out, not classic zod (about 17 KB more on every first load).
    files: ['contracts/src/**', 'frontend/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import from 'zod/mini': the app bundles contracts/ and classic zod would ship with it." }] },
      ],
    },
  },
  {
    // golf/ is the rules as pure functions (docs/architecture.md): no I/O, no clock, no dependencies.
    files: ['golf/src/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.)', message: 'golf/ depends on nothing: only its own files (relative imports; docs/architecture.md).' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'golf/ does no I/O.' },
        { name: 'process', message: 'golf/ does no I/O.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'golf/ has no clock: take the instant as an argument.',
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'golf/ has no clock: take the instant as an argument.' },
        { object: 'Math', property: 'random', message: 'golf/ is deterministic.' },
      ],
    },
  },
  {
    // Stored events are read in one place (events/src/parse-event.ts), which upcasts old versions
    // before checking: an event's schema applied to stored data anywhere else skips the upcast.
    files: ['command-api/src/**', 'projector/src/**', 'events/src/**', 'read-db/src/**'],
    ignores: [...testFiles, 'events/src/parse-event.ts', 'command-api/src/commands/handle-command.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(safeParse|parse)$/][callee.object.property.name='schema']",
          message: 'Read stored events through eventParser (@golf/events), which upcasts them by schemaVersion before the check.',
        },
      ],
    },
  },
  prettier,
);
