import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The `wordle` command as scripts/bundle-cli.mjs lays it out (npm run build): `--version` loads
 * main.js and shared.js only, a command adds cli.js (every command in one file), a run that starts
 * worker threads adds pool.js and tinypool; one copy of each module (one WordleError class, which
 * main.js's error handling recognises with instanceof).
 */

const dist = new URL('../../dist/', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, dist), 'utf8');
/** The modules a bundle file imports statically (loaded with it) and dynamically (on demand). */
function imports(path: string): { static: string[]; dynamic: string[] } {
  const text = read(path);
  return {
    static: [...text.matchAll(/(?:^|[;\n])\s*import\s*(?:[^'"();]*?from\s*)?["']([^"']+)["']/gu)].map((m) => m[1]!),
    dynamic: [...text.matchAll(/\bimport\(["']([^"']+)["']\)/gu)].map((m) => m[1]!),
  };
}
const own = (specs: string[]): string[] => [...new Set(specs.filter((s) => s.startsWith('.')))].sort();

describe('the CLI bundle', () => {
  it('starts from main.js and shared.js, and loads the commands only to run one', () => {
    expect(own(imports('cli/main.js').static)).toEqual(['../bin/shared.js', './heap.js']);
    expect(own(imports('cli/main.js').dynamic)).toEqual(['../bin/cli.js', '../bin/shared.js']);
    expect(own(imports('bin/shared.js').static).every((s) => s.startsWith('../data/'))).toBe(true);
    expect(own(imports('bin/shared.js').dynamic)).toEqual(['./cli.js']);
    expect(imports('bin/shared.js').static).not.toContain('tinypool');
  });

  it('holds every command in cli.js, with the worker pool (and tinypool) apart', () => {
    const cli = imports('bin/cli.js');
    expect(own(cli.static).filter((s) => !s.startsWith('../data/'))).toEqual(['./shared.js']);
    expect(own(cli.dynamic)).toEqual(['./pool.js']);
    expect(cli.static).not.toContain('tinypool');
    expect(imports('bin/pool.js').static).toContain('tinypool');
    expect(own(imports('bin/worker.js').static)).toEqual(['./cli.js']);
  });

  it('has one copy of the error class that main.js recognises (its name field, as esbuild writes it)', () => {
    const files = ['cli/main.js', 'bin/shared.js', 'bin/cli.js', 'bin/pool.js'];
    expect(files.filter((f) => read(f).includes('name="WordleError"'))).toEqual(['bin/shared.js']);
  });
});
