// `npm ci` (what CI and a contributor's clean install run) refuses a lock file that does not list
// every optional dependency of every locked package, platform builds for other systems included.
// A registry mirror that lacks some of them (as this project's build machine's does) lets
// `npm install` drop those entries without a word; this test catches it before CI does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}

const root = new URL('../..', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** The lock entry Node's resolution would find for `dep` required from the package at `from`. */
function resolve(from: string, dep: string): LockEntry | undefined {
  let dir = from;
  for (;;) {
    const hit = lock.packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`];
    if (hit) return hit;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('locks every optional dependency of every package (npm ci would refuse it otherwise)', () => {
    const missing: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolve(at, dep)) missing.push(`${dep} (wanted by ${at || 'the project'})`);
      }
    }
    expect(missing, 'run: npm run lock:platforms').toEqual([]);
  });

  it('marks the platform builds optional with their os and cpu, so that npm ci skips the foreign ones', () => {
    const rollupWindows = lock.packages['node_modules/@rollup/rollup-win32-x64-msvc'];
    expect(rollupWindows).toMatchObject({ optional: true, os: ['win32'], cpu: ['x64'] });
  });
});
