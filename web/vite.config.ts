// The web app: `npm run web` serves it, `npm run build:web` builds it into dist-web/ at the repo root.
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  // Relative asset paths: dist-web/ works from any directory or static host.
  base: './',
  plugins: [preact()],
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
