import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'wordle-letters-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('wordle letters', () => {
  it('shows EAROT LISNCU for the classic answers, a table and bars', async () => {
    const r = await runCli('letters', '--list', 'classic');
    expect(r).toMatchObject({ code: 0, err: '' });
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('2315 answers, 11575 letters');
    expect(lines[1]).toBe('most frequent first: EAROT LISNCU YDHPMGBFKWVZXQJ (English text: ETAOIN SHRDLU)');
    expect(lines[2]).toBe('by position: 1 SCBTP · 2 AOREI · 3 AIOEU · 4 ENSAL · 5 EYTRL');
    expect(r.out).toMatch(/^E\s+1233\s+10\.7%\s+1056\s+72\s+242\s+177\s+318\s+424$/m);
    expect(r.out).toMatch(/^E █{40} 1233$/m);
  });

  it('gives JSON for all allowed words', async () => {
    const r = await runCli('letters', '--of', 'allowed', '--list', 'classic', '--json');
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ of: 'allowed', words: 12972, length: 5 });
    expect(j.order).toMatch(/^SEAORILTNUDYC/); // the allowed guesses put S first
    expect(j.letters).toHaveLength(26);
  });

  it('draws the bars as SVG', async () => {
    const svg = join(dir, 'letters.svg');
    expect((await runCli('letters', '--list', 'classic', '--plot', svg)).code).toBe(0);
    const text = readFileSync(svg, 'utf8');
    expect(text.startsWith('<svg')).toBe(true);
    expect(text).toContain('>Letter frequency in the 2315 answers<');
  });
});
