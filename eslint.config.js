// Lints the TypeScript sources; `npm test` runs it through test/unit/static-checks.test.ts.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// Layers point down: bin -> lib -> functions -> shared/<domain> -> kernel (README.md, "Layers").
const root = import.meta.dirname;
const kernel = ['db', 'http', 'aws', 'types'];
const layers = (message) => message + ' (README.md, "Layers").';

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', '.data/', '.bench/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Import boundaries: which folder may import which, and no module cycles.
    files: ['**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // ESM sources import './x.js' for './x.ts'.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', {
        basePath: root,
        zones: [
          { target: 'shared', from: ['lib', 'functions', 'bin'], message: layers('shared/ never imports lib/, functions/ or bin/') },
          { target: 'functions', from: ['lib', 'bin'], message: layers('functions/ never imports lib/ or bin/') },
          { target: 'lib', from: 'bin', message: layers('lib/ never imports bin/') },
          {
            target: [...kernel.map((folder) => `shared/${folder}`), 'shared/config.ts', 'shared/log.ts'],
            // Every folder of shared/ outside the kernel is a domain.
            from: ['shared/*/**'],
            except: [
              ...kernel.map((folder) => `${root}/shared/${folder}/**`),
            ],
            message: layers('the kernel (shared/db, http, aws, types, config.ts, log.ts) never imports a domain folder of shared/'),
          },
        ],
      }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['bin/**', 'bench/**', 'lib/local/**', 'test/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
