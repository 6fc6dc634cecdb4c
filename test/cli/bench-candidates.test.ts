import { describe, expect, it } from 'vitest';
import { runCli } from './run.js';

interface Row {
  strategy: string;
  answers: number;
  average: number;
  failed: number;
}

describe('wordle bench --candidates all (the solver does not know the answer list)', () => {
  // The simple baselines are usually written without the answer list: any of the 12972 allowed
  // words may be the answer. The write-ups comparing them report averages of about 4.5–5 guesses
  // with failures beyond six; ours land there for `random` once the candidates are every allowed
  // word, while games are still played for the 2315 real answers.
  it('plays the 2315 answers while every allowed word is a candidate', async () => {
    const r = await runCli(
      'bench',
      '--list',
      'classic',
      '--strategy',
      'random,entropy',
      '--candidates',
      'all',
      '--json',
      '--threads',
      '0',
    );
    expect(r.code).toBe(0);
    const rows = (JSON.parse(r.out) as { results: Row[] }).results;
    const random = rows.find((x) => x.strategy === 'random')!;
    const entropy = rows.find((x) => x.strategy === 'entropy')!;
    expect(random.answers).toBe(2315);
    expect(random.average).toBeGreaterThanOrEqual(4.5);
    expect(random.average).toBeLessThanOrEqual(5);
    expect(random.failed).toBeGreaterThan(0);
    // Knowing less costs the information strategy too, but far less.
    expect(entropy.average).toBeGreaterThan(3.4635);
    expect(entropy.average).toBeLessThan(4);
  });
});
