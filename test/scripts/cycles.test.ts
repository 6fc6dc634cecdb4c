// scripts/cycles.mjs (run by npm run lint): import cycles between modules, and between the folders
// of src/engine, fail the lint with a line that names them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = join(process.cwd(), 'scripts/cycles.mjs');
const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A tree of modules, each importing the others named (paths relative to `engine/`). */
function tree(name: string, modules: Record<string, string[]>): string {
  const root = join(dir, name);
  for (const [file, targets] of Object.entries(modules)) {
    const path = join(root, 'engine', file);
    mkdirSync(dirname(path), { recursive: true });
    const specs = targets.map((t, i) => `import type { X as X${i} } from '../${t.replace(/\.ts$/u, '.js')}';`);
    writeFileSync(path, `${specs.join('\n')}\nexport type X = number;\n`);
  }
  return root;
}

const run = (cwd: string) =>
  spawnSync(process.execPath, [script, 'engine', '--folders', 'engine'], { cwd, encoding: 'utf8' });

describe('scripts/cycles.mjs', () => {
  it('passes folders that import each other one way', () => {
    const root = tree('clean', { 'game/a.ts': ['exact/b.ts'], 'exact/b.ts': ['tree/c.ts'], 'tree/c.ts': [] });
    const r = run(root);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('no import cycles in 3 modules, nor between the folders of engine\n');
    expect(r.status).toBe(0);
  });

  it('fails on a folder cycle without a module cycle (game → exact → analysis → game), naming each step', () => {
    const root = tree('folders', {
      'game/session.ts': ['exact/optimal.ts'],
      'exact/optimal.ts': [],
      'exact/oracle.ts': ['analysis/grade.ts'],
      'analysis/grade.ts': [],
      'analysis/analyze.ts': ['game/widen.ts'],
      'game/widen.ts': [],
    });
    const r = run(root);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('folder cycle in engine: ');
    expect(r.stderr).toContain('game → exact: engine/game/session.ts imports engine/exact/optimal.ts');
    expect(r.stderr).toContain('exact → analysis: engine/exact/oracle.ts imports engine/analysis/grade.ts');
    expect(r.stderr).toContain('analysis → game: engine/analysis/analyze.ts imports engine/game/widen.ts');
    expect(r.stderr).not.toContain('import cycle:');
  });

  it('fails on a module cycle', () => {
    const r = run(tree('modules', { 'game/a.ts': ['game/b.ts'], 'game/b.ts': ['game/a.ts'] }));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^import cycle: engine\/game\/[ab]\.ts <-> engine\/game\/[ab]\.ts\n$/u);
  });
});
