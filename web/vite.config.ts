// The web app: `npm run web` serves it, `npm run build:web` builds it into dist-web/ at the repo root.
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { computeOpenings } from './scripts/openings.js';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** `virtual:openings`: the default openings, computed once per build (see scripts/openings.ts). */
function openings(): Plugin {
  const id = 'virtual:openings';
  let code: string | undefined;
  return {
    name: 'wordle-openings',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      code ??= `export default ${JSON.stringify(computeOpenings())};`;
      return code;
    },
  };
}

export default defineConfig({
  root: here('.'),
  // Relative asset paths: dist-web/ works from any directory or static host.
  base: './',
  plugins: [preact(), openings()],
  worker: { format: 'es' },
  build: {
    outDir: here('../dist-web'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
  },
  // The app imports the pure core from ../src.
  server: { fs: { allow: [here('..')] } },
});
