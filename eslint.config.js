import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of the five parts (docs/architecture.md): a breach fails the lint. */
const restrict = (patterns) => ['error', { patterns }];
const forbid = (group, message) => ({ group, message });

export const boundaryRules = {
  renderer: restrict([
    forbid(['@main/*', '**/main/**', '@gateway/*', '**/gateway/**'], 'The renderer reaches the core only through window.hcm.'),
    forbid(['electron', 'node:*'], 'The renderer runs in a sandbox: no Electron or Node modules.'),
  ]),
  mainCore: restrict([
    forbid(['electron', 'electron-store', '@electron/*'], 'The main core knows no Electron; adapt it in src/main/shell.'),
    forbid(['@renderer/*', '**/renderer/**', '@gateway/*', '**/gateway/**'], 'The main core talks to the gateway over HTTP only.'),
  ]),
  mainShell: restrict([
    forbid(['@renderer/*', '**/renderer/**', '@gateway/*', '**/gateway/**'], 'The shell adapts the core; it imports no renderer or gateway code.'),
  ]),
  preload: restrict([
    forbid(
      ['@main/*', '**/main/**', '@renderer/*', '**/renderer/**', '@gateway/*', '**/gateway/**'],
      'The preload is a narrow bridge over the shared contract.',
    ),
  ]),
  shared: restrict([
    forbid(
      ['@main/*', '@renderer/*', '@gateway/*', '**/main/**', '**/renderer/**', '**/gateway/**', '**/preload/**'],
      'shared imports none of the other parts.',
    ),
    forbid(['electron', 'node:*', 'react', 'react-dom'], 'shared runs anywhere: no runtime-specific modules.'),
  ]),
  gateway: restrict([
    forbid(['@main/*', '@renderer/*', '**/main/**', '**/renderer/**', '**/preload/**', 'electron', 'electron-store'], 'The gateway imports no desktop code.'),
  ]),
};

const RENDERER = './src/renderer/src';
const FEATURES = readdirSync(new URL('src/renderer/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The renderer's layers, each importing only those below it: app → features → domain → components
 * and lib (config sits with lib). A feature imports no other feature; what two share moves down.
 */
export const rendererLayerZones = [
  {
    target: [`${RENDERER}/components`, `${RENDERER}/lib`, `${RENDERER}/config`],
    from: [`${RENDERER}/domain`, `${RENDERER}/features`, `${RENDERER}/app`],
    message: 'components/, lib/ and config/ sit below the domain, the features and the app.',
  },
  { target: `${RENDERER}/domain`, from: [`${RENDERER}/features`, `${RENDERER}/app`], message: 'The domain sits below the features and the app.' },
  { target: `${RENDERER}/features`, from: `${RENDERER}/app`, message: 'A feature does not import the app that composes it.' },
  ...FEATURES.map((feature) => ({
    target: `${RENDERER}/features/${feature}`,
    from: `${RENDERER}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to domain/, components/ or lib/.',
  })),
];

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'src/preload/web-bridge.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': boundaryRules.renderer },
  },
  { files: ['src/main/**/*.ts'], ignores: ['src/main/shell/**', 'src/main/index.ts'], rules: { 'no-restricted-imports': boundaryRules.mainCore } },
  { files: ['src/main/shell/**/*.ts', 'src/main/index.ts'], rules: { 'no-restricted-imports': boundaryRules.mainShell } },
  { files: ['src/preload/**/*.ts'], rules: { 'no-restricted-imports': boundaryRules.preload } },
  { files: ['src/shared/**/*.ts'], rules: { 'no-restricted-imports': boundaryRules.shared } },
  { files: ['src/gateway/**/*.ts'], rules: { 'no-restricted-imports': boundaryRules.gateway } },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // Resolves the tsconfig's path aliases (@renderer/*, @shared/*), so the rules follow them.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  { files: ['src/renderer/src/**/*.{ts,tsx}'], rules: { 'import-x/no-restricted-paths': ['error', { zones: rendererLayerZones }] } },
  { files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts'], rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' } },
);
