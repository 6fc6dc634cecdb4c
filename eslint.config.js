// ESLint: typescript-eslint's strict rules on the TypeScript sources; formatting is Prettier's job.
import { relative } from 'node:path';
import js from '@eslint/js';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import tseslint from 'typescript-eslint';

/**
 * Hot kernels allowed past 60 lines: splitting their inner loops would cost calls per node of the
 * search (measured in bench/, not by this rule). File → function names. Each must say why.
 */
const LONG_KERNELS = {
  // The search's cost of one guess at a node: bounds, memo, candidates and the classes' search, one loop.
  'src/search/solver/node-search.ts': ['guessCost'],
  // The TypeScript kernel: the scans of every row of a frame, the reference the WebAssembly one is tested against.
  'src/search/kernel/kernel.ts': ['createJsKernel'],
  // The scan bound's loop over a class's rows (a bound per row, stopping early): run for every class of every node.
  'src/search/scans/scan-bound.ts': ['least'],
};

/** The function a report is about: its name, from the rule's own description (`Method 'guessCost'`). */
const reportedName = (d) => /'([^']+)'/u.exec(d.data?.name ?? '')?.[1];

const maxLines = builtinRules.get('max-lines-per-function');

/** `max-lines-per-function` (60 lines, blank lines and comments not counted), except the kernels named in LONG_KERNELS. */
const functionLength = {
  meta: { ...maxLines.meta, schema: [] },
  create(context) {
    const exempt = new Set(LONG_KERNELS[relative(process.cwd(), context.filename)] ?? []);
    const inner = Object.create(context, {
      options: { value: [{ max: 60, skipBlankLines: true, skipComments: true }] },
      report: { value: (d) => (exempt.has(reportedName(d)) ? undefined : context.report(d)) },
    });
    return maxLines.create(inner);
  },
};

/** A pure layer: no Node modules or globals, no imports from the layers above it (`forbidden`). */
function pureLayer(files, forbidden, ignores = []) {
  return {
    files,
    ignores,
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
  {
    // At most 60 lines a function or component in src/ and web/src, the hot kernels aside (LONG_KERNELS).
    files: ['src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'function-length': functionLength } } },
    rules: { 'local/function-length': 'error' },
  },
  // The package's entries (src/entries/, one file per subpath: wordlekit.ts, core.ts, search.ts,
  // variants.ts, node.ts) sit above every layer and nothing in src/ imports them; all but node.ts are pure.
  pureLayer(['src/core/**'], ['**/strategies/**', '**/search/**', '**/engine/**', '**/entries/**']),
  pureLayer(['src/strategies/**'], ['**/search/**', '**/engine/**', '**/entries/**']),
  pureLayer(['src/search/**'], ['**/engine/**', '**/entries/**']),
  pureLayer(['src/engine/**'], ['**/entries/**']),
  pureLayer(['src/entries/**'], [], ['src/entries/node.ts']),
  {
    files: ['src/node/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/cli/**', '**/entries/**'] }] },
  },
  {
    // The CLI parses options, calls an engine use case and prints: it never drives the search itself.
    files: ['src/cli/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/search/**'], message: 'the CLI calls engine use cases' },
            { group: ['**/entries/**'], message: 'the entries are for the package, not for src/' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**'],
    rules: {
      'no-console': 'error', // the page and its worker say things on screen, never in the console
      // The web app uses the library through its entries (wordlekit, wordlekit/core, wordlekit/search,
      // wordlekit/variants), never its files, nor Node.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The web app runs in the browser.' },
            {
              group: ['**/src/**', 'wordlekit/node'],
              message: "Import the library's entries: wordlekit, wordlekit/core, …",
            },
          ],
        },
      ],
    },
  },
);
