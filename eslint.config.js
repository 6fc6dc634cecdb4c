// ESLint: typescript-eslint's strict rules on the TypeScript sources; formatting is Prettier's job.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** A pure layer: no Node modules or globals, no imports from the layers above it (`forbidden`). */
function pureLayer(files, forbidden) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fs', 'path', 'os', 'worker_threads', '**/node/**', '**/cli/**', ...forbidden] },
      ],
      'no-restricted-globals': ['error', 'process', 'console', 'Buffer'],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-web/',
      'docs/api/',
      'node_modules/',
      'coverage/',
      'src/data/classic.ts',
      'src/data/nyt.ts',
      'src/data/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        SharedArrayBuffer: 'readonly',
        structuredClone: 'readonly',
        globalThis: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off', // hot loops index typed arrays under noUncheckedIndexedAccess
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The core, strategies, search and engine are pure (the web app runs the same code), and imports
  // point down only: core <- strategies <- search <- engine <- node <- cli.
  pureLayer(['src/core/**'], ['**/strategies/**', '**/search/**', '**/engine/**']),
  pureLayer(['src/strategies/**'], ['**/search/**', '**/engine/**']),
  pureLayer(['src/search/**'], ['**/engine/**']),
  pureLayer(['src/engine/**', 'src/index.ts', 'src/core.ts', 'src/search.ts', 'src/variants.ts'], []),
  {
    files: ['web/src/**'],
    rules: {
      // The web app runs the pure core in the browser: never the Node or CLI layers.
      'no-restricted-imports': ['error', { patterns: ['node:*', '**/src/node/**', '**/src/cli/**'] }],
    },
  },
);
