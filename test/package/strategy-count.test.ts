// The number of strategies the project claims, counted from the registry: the README, the
// package's description, the strategies page's table and `wordle --help` all name the same number
// (the README and package.json once said "ten" while `--help` listed eleven).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STRATEGIES } from '../../src/engine/game/strategies.js';
import { runCli } from '../cli/run.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const WORDS = [...NUMBERS, 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen'];

/** Every count of strategies a text claims: "eleven guessing strategies", "any of [eleven strategies]", "12 strategies". */
function claims(text: string): string[] {
  const number = `(${WORDS.join('|')}|\\d+)`;
  return [...text.matchAll(new RegExp(`\\b${number}\\s+(?:guessing\\s+)?strategies\\b`, 'giu'))].map((m) =>
    m[1]!.toLowerCase(),
  );
}

describe('the number of strategies', () => {
  const count = STRATEGIES.length;
  const word = WORDS[count]!;

  it.each([
    ['README.md', read('README.md')],
    ['package.json description', (JSON.parse(read('package.json')) as { description: string }).description],
  ])('%s names the registry’s count', (_name, text) => {
    const found = claims(text);
    expect(found.length).toBeGreaterThan(0);
    for (const c of found) expect([word, String(count)]).toContain(c);
  });

  it("the strategies page has one row per strategy, each the registry's", () => {
    // The page's first table (the multi-board strategies have their own, further down).
    const first = /^\| name .*\n(?:^\|.*\n)+/mu.exec(read('docs/strategies.md'))?.[0] ?? '';
    const rows = [...first.matchAll(/^\| `([a-z-]+)` +\|/gmu)].map((m) => m[1]);
    expect(rows).toEqual(STRATEGIES.map((s) => s.name));
  });

  it('`wordle suggest --help` lists every strategy', async () => {
    const r = await runCli('suggest', '--help');
    const help = r.out.replace(/\s+/gu, ' ');
    const list = /--strategy <name> guess strategy: ([a-z, -]+) \(default/u.exec(help)?.[1]?.split(', ');
    expect(list).toEqual(STRATEGIES.map((s) => s.name));
  });
});
