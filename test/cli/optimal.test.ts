import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreGuess } from '../../src/core/pattern.js';
import { formatFeedback } from '../../src/core/feedback.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { checkpointText, type CheckpointMeta } from '../../src/engine/exact/checkpoint.js';
import type { SolvedPosition } from '../../src/search/parallel/store.js';
import { verifyTree } from '../../src/engine/tree/verify.js';
import { readTreeFile } from '../../src/node/tree-file.js';
import { rootPosition } from '../../src/search/position/position.js';
import { Searcher } from '../../src/search/solver/searcher.js';
import { runCli, sampledLists } from './run.js';

const classic = builtinWordSet('classic');
const dir = mkdtempSync(join(tmpdir(), 'wordle-optimal-'));
const { answers, guesses, words, lists } = sampledLists(dir, 5, 60, 100);
const first = answers[0]!;

/** The exact total of an opening, computed in this process, to compare with the CLI's. */
const expected = (word: string, hard = false): number =>
  new Searcher(words, undefined, { hard }).guessValue(rootPosition(words, { hard }), word);

describe('wordle optimal HISTORY', () => {
  // Published: after SOARE = YGBBB, 15 answers are left and the optimum is 33 guesses in all
  // (2.2 on average), THUMB next (Alex Selby's solver: `wordle -w soare.YGBBB`, 33).
  it('gives the best next guess and the exact total: soare=ygbbb → thumb, 33 over 15', async () => {
    const r = await runCli('optimal', 'soare=ygbbb', '--list', 'classic', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ remaining: 15, guess: 'thumb', total: 33, average: 2.2, proven: true });
  });

  it('--top N: the N best next guesses with exact totals, best first', async () => {
    const r = await runCli('optimal', 'soare=ygbbb', '--list', 'classic', '--top', '4', '--json');
    const ranked = (JSON.parse(r.out) as { ranked: { guess: string; total: number }[] }).ranked;
    expect(ranked).toHaveLength(4);
    expect(ranked[0]).toEqual({ guess: 'thumb', total: 33, average: 2.2 });
    // Each total is the exact value of that guess, as the search computes it on its own.
    const s = new Searcher(classic, undefined);
    const p = {
      ...rootPosition(classic),
      answers: Uint32Array.from(
        [...classic.answers.keys()].filter(
          (a) => scoreGuess('soare', classic.answers[a]!) === scoreGuess('soare', 'focus'),
        ),
      ),
      history: [{ guess: 'soare', pattern: scoreGuess('soare', 'focus') }],
    };
    for (const e of ranked) expect(e.total, e.guess).toBe(s.guessValue(p, e.guess));
    for (let i = 1; i < ranked.length; i++) expect(ranked[i]!.total).toBeGreaterThanOrEqual(ranked[i - 1]!.total);
    expect(r.code).toBe(0);
  });

  it('prints the position, the guess and the convention in words', async () => {
    const r = await runCli('optimal', 'soare=ygbbb', '--list', 'classic');
    expect(r.out).toContain('15 answers left after soare=ygbbb (normal mode, 5 of 6 guesses left)');
    expect(r.out).toContain('best next guess: THUMB, 33 guesses in all (2.2000 on average), proven optimal');
    expect(r.out).toContain('the next one included');
  });

  it.each([false, true])(
    'custom lists and hard mode: the total equals the in-process search (hard %s)',
    async (hard) => {
      const g = guesses[3]!;
      const turn = `${g}=${formatFeedback(scoreGuess(g, answers[5]!), 5)}`;
      const r = await runCli('optimal', ...lists, turn, '--json', ...(hard ? ['--hard'] : []));
      expect(r.code).toBe(0);
      const json = JSON.parse(r.out) as { total: number; remaining: number };
      const s = new Searcher(words, undefined, { hard });
      const root = rootPosition(words, { hard });
      const p = {
        ...root,
        answers: Uint32Array.from(
          [...words.answers.keys()].filter((a) => scoreGuess(g, words.answers[a]!) === scoreGuess(g, answers[5]!)),
        ),
        history: [{ guess: g, pattern: scoreGuess(g, answers[5]!) }],
      };
      expect(json.remaining).toBe(p.answers.length);
      expect(json.total).toBe(s.value(p));
    },
  );

  it('--depth-only: whether every answer can be found in time, and with which guess', async () => {
    // After SOARE, 15 answers: no guess splits them into singletons (THUMB's worst group has 3), so
    // two more guesses cannot guarantee a win, and three can.
    const depthOnly = async (n: number) =>
      JSON.parse(
        (
          await runCli(
            'optimal',
            'soare=ygbbb',
            '--list',
            'classic',
            '--depth-only',
            '--max-guesses',
            String(n),
            '--json',
          )
        ).out,
      ) as unknown;
    expect(await depthOnly(4)).toMatchObject({ remaining: 15, guaranteed: true, maxGuesses: 4 });
    expect(await depthOnly(3)).toMatchObject({ guaranteed: false, guess: null });
  });
});

describe('wordle optimal --first / --rank', () => {
  it.each([false, true])('--first: the proven total, and a valid tree written (hard %s)', async (hard) => {
    const out = join(dir, `t-${hard}.tree`);
    const r = await runCli('optimal', ...lists, '--first', first, '--out', out, '--json', ...(hard ? ['--hard'] : []));
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { total: number; proven: boolean };
    expect(json.proven).toBe(true);
    expect(json.total).toBe(expected(first, hard));
    const report = verifyTree(readTreeFile(out, words), words, { hard });
    expect(report.status === 'valid' && report.total).toBe(json.total);
  });

  it('--rank with --candidates: exact totals of the best, proven over the list only', async () => {
    const cands = answers.slice(0, 5);
    const r = await runCli('optimal', ...lists, '--rank', '2', '--candidates', cands.join(','), '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { provenOver: string; ranking: { guess: string; total: number | null }[] };
    expect(json.provenOver).toBe('list');
    const truth = cands.map((w) => expected(w)).sort((a, b) => a - b);
    expect(json.ranking.map((e) => e.total)).toEqual(truth.slice(0, 2));
  });

  it('--rank over every opening, and --cutoff reports the others as bounds', async () => {
    const r = await runCli('optimal', ...lists, '--rank', '3', '--json');
    const json = JSON.parse(r.out) as { provenOver: string; ranking: { guess: string; total: number | null }[] };
    expect(json.provenOver).toBe('all');
    const all = words.guesses.map((w) => expected(w)).sort((a, b) => a - b);
    expect(json.ranking.map((e) => e.total)).toEqual(all.slice(0, 3));
    const cut = await runCli('optimal', ...lists, '--rank', '3', '--cutoff', String(all[0]! + 1), '--json');
    const ranking = (JSON.parse(cut.out) as { ranking: { total: number | null; lowerBound: number }[] }).ranking;
    expect(ranking[0]!.total).toBe(all[0]);
    for (const e of ranking.slice(1)) if (e.total === null) expect(e.lowerBound).toBeGreaterThanOrEqual(all[0]! + 1);
  });

  it('--checkpoint keeps proven outcomes, resumes from them, and refuses an edited one', async () => {
    const ck = join(dir, 'run.ckpt');
    const r1 = await runCli('optimal', ...lists, '--first', first, '--checkpoint', ck, '--json');
    const saved = JSON.parse(readFileSync(ck, 'utf8')) as { results: Record<string, { value: number }> };
    expect(Object.keys(saved.results).length).toBeGreaterThan(0);
    const r2 = await runCli('optimal', ...lists, '--first', first, '--checkpoint', ck, '--json');
    expect(r2.code).toBe(0);
    const [j1, j2] = [r1, r2].map((r) => JSON.parse(r.out) as { total: number; nodes: number });
    expect(j2!.total).toBe(j1!.total);
    expect(j2!.nodes).toBe(0); // nothing left to search
    // An edited result is refused: by the digest, and, were the digest recomputed, by its tree.
    const key = Object.keys(saved.results).find((k) => saved.results[k]!.value > 3)!;
    saved.results[key]!.value -= 1;
    writeFileSync(ck, JSON.stringify(saved));
    const r3 = await runCli('optimal', ...lists, '--first', first, '--checkpoint', ck);
    expect(r3.code).toBe(2);
    expect(r3.err).toContain('the checkpoint is damaged or was edited');
    const forged = checkpointText(saved as unknown as CheckpointMeta, {
      results: new Map(Object.entries(saved.results as unknown as Record<string, SolvedPosition>)),
      refuted: new Map(),
    });
    writeFileSync(ck, forged);
    const r4 = await runCli('optimal', ...lists, '--first', first, '--checkpoint', ck);
    expect(r4.code).toBe(2);
    expect(r4.err).toContain(`result for "${key}" is not valid`);
  });

  it.each([
    [['--first', first, '--rank', '3'], /only one of --first, --rank/],
    [[], /the best opening is a ranking/],
    [['--first', 'zzzzz'], /not in the word list/],
    [['--out', 'x.tree'], /--out and --checkpoint go with --first/],
    [['--first', first, '--workers', '999'], /--workers 999 is too many/],
  ])('bad options: one line, exit 2 (%j)', async (args, message) => {
    const r = await runCli('optimal', ...lists, ...args);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });

  it('a malformed checkpoint names the file', async () => {
    const ck = join(dir, 'bad.ckpt');
    writeFileSync(ck, '{ not json');
    const r = await runCli('optimal', ...lists, '--first', first, '--checkpoint', ck);
    expect(r.code).toBe(2);
    expect(r.err).toContain(ck);
  });
});
