// The pure entry (`wordlekit`) must bundle for the browser: no Node built-in module, no native addon
// and no Node-only dependency may get in. esbuild bundles it through the package's own `exports`
// (a self-reference to the built dist/), as a web app's bundler would.
import { builtinModules } from 'node:module';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const NODE_BUILTINS = new Set(builtinModules);

/** Bundle `specifier` for the browser; report every Node built-in or native addon something imports. */
async function bundle(specifier: string): Promise<{ nodeOnly: string[]; inputs: string[]; bytes: Uint8Array }> {
  const nodeOnly: string[] = [];
  const result = await esbuild.build({
    stdin: { contents: `export * from '${specifier}';`, resolveDir: root, loader: 'js' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'report-node-only',
        setup(build) {
          // (esbuild takes Go regular expressions: no u flag)
          build.onResolve({ filter: /.*/ }, (args) => {
            const bare = args.path.replace(/^node:/u, '').split('/')[0]!;
            if (args.path.startsWith('node:') || NODE_BUILTINS.has(bare) || args.path.endsWith('.node')) {
              nodeOnly.push(`${args.path} (imported by ${args.importer.replace(root, '')})`);
              return { path: args.path, external: true };
            }
            return undefined;
          });
        },
      },
    ],
  });
  const inputs = Object.keys(result.metafile.inputs);
  return { nodeOnly, inputs, bytes: result.outputFiles[0]!.contents };
}

describe('the browser entries', () => {
  it.each(['wordlekit', 'wordlekit/core', 'wordlekit/search', 'wordlekit/variants'])(
    '%s bundles for the browser with no Node module, native addon or dependency',
    async (entry) => {
      const { nodeOnly, inputs, bytes } = await bundle(entry);
      expect(nodeOnly).toEqual([]);
      expect(inputs.filter((f) => f.endsWith('.node'))).toEqual([]);
      // Only the package's own pure code: nothing from node_modules, nothing from the Node or CLI layers.
      expect(inputs.filter((f) => !f.startsWith('dist/') && !f.startsWith('<stdin>'))).toEqual([]);
      expect(inputs.filter((f) => /^dist\/(node|cli)\//u.test(f))).toEqual([]);
      const text = new TextDecoder().decode(bytes);
      expect(text).not.toMatch(/\brequire\(/u);
      expect(text).not.toMatch(/\bprocess\.(env|argv|exit|stdout|stderr)\b/u);
      console.log(
        `browser bundle of ${entry}: ${(bytes.length / 1024).toFixed(0)} KB minified, ${(gzipSync(bytes).length / 1024).toFixed(0)} KB gzipped`,
      );
    },
  );

  it('the check catches Node modules: the Node entry has them', async () => {
    const { nodeOnly } = await bundle('wordlekit/node');
    expect(nodeOnly.some((m) => m.startsWith('node:fs'))).toBe(true);
  });
});
