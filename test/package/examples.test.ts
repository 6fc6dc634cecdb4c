// The shipped examples/ run as a user would run them (tsx), importing the package by its name
// through its exports, and print what their comments promise.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('examples/', () => {
  it.each([
    ['score.ts', ['crane vs sweet: ⬛⬛⬛⬛🟨 bbbby (pattern 81)', 'aaaab vs baaaa: 🟨🟩🟩🟩🟨 ygggy (pattern 160)']],
    ['suggest.ts', ['15 answers left: boost moist focus', 'thumb  3.457 bits  1.53 expected  worst 3']],
    // 7920: Selby's optimal SALET total for the 2315 classic answers ("The best strategies for Wordle", 2022).
    ['tree.ts', ['2315 answers, total 7920, average 3.4212, max 5', 'after SALET ⬛⬛⬛⬛⬛ the tree plays COURD']],
  ])('%s', (file, expected) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', `examples/${file}`], { cwd: root, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    for (const line of expected) expect(r.stdout).toContain(line);
  });
});
