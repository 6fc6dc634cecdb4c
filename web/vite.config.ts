// The web app: `npm run web` serves it, `npm run build:web` builds it into dist-web/ at the repo root.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import preact from '@preact/preset-vite';
import { Resvg } from '@resvg/resvg-js';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { builtinWordSet } from '../src/data/lists.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** The five-letter lists the app offers (web/src/protocol.ts's LIST_NAMES). */
const OFFERED_LISTS = ['classic', 'nyt'];

/**
 * What the app is, in one sentence: the page's meta description and the installed app's, from here
 * only (index.html has a placeholder). "Exact" is said of the search, whose figures are proven or
 * marked as bounds, never of a heuristic.
 */
const DESCRIPTION =
  'Wordle assistant, game and review in your browser: next guesses ranked by an exact search, proven or marked as bounds.';

/** The description into index.html's meta tag. */
function description(): Plugin {
  return {
    name: 'wordle-description',
    transformIndexHtml: (html) => html.replace('%APP_DESCRIPTION%', DESCRIPTION),
  };
}

/** The built-in lists the app uses: the five-letter ones it offers, and the variants' other lengths. */
const APP_LISTS = [...OFFERED_LISTS, 'en4', 'en6', 'en7'];

/**
 * The word lists, shipped once as static files (lists/NAME-answers.txt, lists/NAME-guesses.txt:
 * the repository's data/ files) that the page and the worker both fetch (web/src/words.ts), with
 * each list's checksum recorded in the code (`__WORD_LISTS__`) to check what is fetched. Bundling
 * the lists as modules would put a copy in the page's files and another in the worker's.
 */
function wordLists(): Plugin {
  const files = APP_LISTS.flatMap((n) => [`${n}-answers.txt`, `${n}-guesses.txt`]);
  return {
    name: 'wordle-lists',
    config: () => ({
      define: {
        __WORD_LISTS__: JSON.stringify(Object.fromEntries(APP_LISTS.map((n) => [n, builtinWordSet(n).checksum]))),
      },
    }),
    configureServer(server) {
      server.middlewares.use('/lists/', (req, res, next) => {
        const file = (req.url ?? '').replace(/^\//u, '').replace(/\?.*$/u, '');
        if (!files.includes(file)) return next();
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(readFileSync(here(`../data/${file}`)));
      });
    },
    generateBundle() {
      for (const f of files)
        this.emitFile({ type: 'asset', fileName: `lists/${f}`, source: readFileSync(here(`../data/${f}`)) });
    },
  };
}

/**
 * The shipped tables of every opening (data/openings/LIST-MODE.tsv.gz for the offered lists, those
 * computed so far, and LIST-MODE-history.tsv.gz under the NYT history's prior), served decompressed as
 * static files at openings/LIST-MODE.tsv (in the build,
 * and by the dev server): the Openers screen and the optimal strategy fetch them, and the service
 * worker precaches them with the app (its globPatterns take every .tsv).
 */
function openingTables(): Plugin {
  const dir = here('../data/openings');
  const name = new RegExp(`^(${OFFERED_LISTS.join('|')})-(normal|hard)(-history)?\\.tsv\\.gz$`, 'u');
  const shipped = (): string[] => (existsSync(dir) ? readdirSync(dir).filter((f) => name.test(f)) : []);
  const served = (f: string): string => f.replace(/\.gz$/u, '');
  const text = (f: string): Buffer => gunzipSync(readFileSync(join(dir, f)));
  return {
    name: 'wordle-opening-tables',
    configureServer(server) {
      server.middlewares.use('/openings/', (req, res, next) => {
        const file = (req.url ?? '').replace(/^\//u, '').replace(/\?.*$/u, '');
        const f = shipped().find((s) => served(s) === file);
        if (f === undefined) return next();
        res.setHeader('content-type', 'text/tab-separated-values; charset=utf-8');
        res.end(text(f));
      });
    },
    generateBundle() {
      for (const f of shipped()) this.emitFile({ type: 'asset', fileName: `openings/${served(f)}`, source: text(f) });
    },
  };
}

/** The install icons, rendered from public/icon.svg at build time (derived data, never committed). */
function icons(): Plugin {
  return {
    name: 'wordle-icons',
    generateBundle() {
      const svg = readFileSync(here('public/icon.svg'));
      for (const size of [192, 512]) {
        const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
        this.emitFile({ type: 'asset', fileName: `icon-${size}.png`, source: png });
      }
    },
  };
}

export default defineConfig({
  root: here('.'),
  // Relative asset paths: dist-web/ works from any directory or static host.
  base: './',
  plugins: [
    preact(),
    description(),
    wordLists(),
    openingTables(),
    icons(),
    // Offline and installable: a Workbox service worker precaches every built file (the app, the
    // word lists, the optimal trees, the openings tables); a new version waits for the user's
    // "Reload" (web/src/pwa.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'wordlekit',
        short_name: 'wordlekit',
        description: DESCRIPTION,
        theme_color: '#2f6b2a',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: './',
        scope: './',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,tsv,txt}'],
        // The largest files: the seven-letter guesses (0.24 MB), the optimal trees' chunks (0.1 MB each).
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // The app imports the library through its entries (`wordlekit`, `wordlekit/core`, …), built from
  // their sources (src/entries/*.ts) with the app; web/tsconfig.json maps them the same way.
  resolve: {
    alias: [
      { find: /^wordlekit$/u, replacement: here('../src/entries/wordlekit.ts') },
      { find: /^wordlekit\/(core|search|variants)$/u, replacement: `${here('../src/entries')}/$1.ts` },
    ],
  },
  worker: { format: 'es' },
  build: {
    outDir: here('../dist-web'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
  },
  // The library's sources are in ../src.
  server: { fs: { allow: [here('..')] } },
});
