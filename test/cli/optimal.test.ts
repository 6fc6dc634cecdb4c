import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { makeWordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { verifyTree } from '../../src/engine/tree-verify.js';
import { readTreeFile } from '../../src/node/tree-file.js';
import { Searcher } from '../../src/search/bnb.js';
import { openingCost } from '../../src/search/opening.js';
import { rng, sample } from '../search/naive.js';
import { runCli } from './run.js';

const classic = builtinWordSet('classic');
const random = rng(5);
const answers = sample(classic.answers, 60, random);
const guesses = sample(classic.guesses.slice(classic.answers.length), 100, random);
const dir = mkdtempSync(join(tmpdir(), 'wordle-optimal-'));
const A = join(dir, 'answers.txt');
const G = join(dir, 'guesses.txt');
writeFileSync(A, `${answers.join('\n')}\n`);
writeFileSync(G, `${guesses.join('\n')}\n`);
const words = makeWordSet(answers, guesses);
const matrix = buildPatternMatrix(words.guesses, words.answers);
const lists = ['--answers', A, '--guesses', G, '--quiet', '--workers', '1'];
const first = answers[0]!;

/** The exact opening total computed in-process, to compare with the CLI's. */
const expected = (word: string, hard = false): number =>
  openingCost(new Searcher(words, matrix, { hard }), words.index.get(word)!, 1e9);

describe('wordle optimal', () => {
  it.each([false, true])('--first: the proven total, and a valid tree written (hard %s)', async (hard) => {
    const out = join(dir, `t-${hard}.tree`);
    const r = await runCli('optimal', ...lists, '--first', first, '--out', out, '--json', ...(hard ? ['--hard'] : []));
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as { total: number; status: string; nodes: number };
    expect(json.status).toBe('optimal');
    expect(json.total).toBe(expected(first, hard));
    const report = verifyTree(readTreeFile(out, words), words, { hard });
    expect(report.status === 'valid' && report.total).toBe(json.total);
  });

  it('--rank: exact totals of the best openings, best first', async () => {
    const cands = answers.slice(0, 4);
    const r = await runCli('optimal', ...lists, '--rank', '2', '--candidates', cands.join(','), '--json');
    expect(r.code).toBe(0);
    const ranking = (JSON.parse(r.out) as { ranking: { first: string; value: number; exact: boolean }[] }).ranking;
    const truth = cands.map((w) => ({ w, v: expected(w) })).sort((a, b) => a.v - b.v || a.w.localeCompare(b.w));
    expect(ranking.map((e) => e.value)).toEqual(truth.slice(0, 2).map((t) => t.v));
    expect(ranking.every((e) => e.exact)).toBe(true);
  });

  it('--rank --screen: screening by a fast upper bound first gives the same exact ranking', async () => {
    const cands = answers.slice(0, 6);
    const r = await runCli(
      'optimal',
      ...lists,
      '--rank',
      '3',
      '--candidates',
      cands.join(','),
      '--screen',
      '1',
      '--json',
    );
    expect(r.code).toBe(0);
    const ranking = (JSON.parse(r.out) as { ranking: { first: string; value: number; exact: boolean }[] }).ranking;
    const truth = cands.map((w) => ({ w, v: expected(w) })).sort((a, b) => a.v - b.v || a.w.localeCompare(b.w));
    expect(ranking.map((e) => e.value)).toEqual(truth.slice(0, 3).map((t) => t.v));
    expect(ranking.every((e) => e.exact)).toBe(true);
  });

  it('--top 1 is an upper bound on the optimum', async () => {
    const r = await runCli('optimal', ...lists, '--first', first, '--top', '1', '--json');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.out) as { total: number }).total).toBeGreaterThanOrEqual(expected(first));
  });

  it('--checkpoint saves finished classes and resumes from them', async () => {
    const ck = join(dir, 'run.ckpt');
    const r1 = await runCli('optimal', ...lists, '--first', first, '--checkpoint', ck, '--json');
    const saved = JSON.parse(readFileSync(ck, 'utf8')) as { classes: unknown[] };
    expect(saved.classes.length).toBeGreaterThan(0);
    const r2 = await runCli('optimal', ...lists, '--first', first, '--checkpoint', ck, '--json');
    expect(r2.code).toBe(0);
    const [j1, j2] = [r1, r2].map((r) => JSON.parse(r.out) as { total: number; nodes: number });
    expect(j2!.total).toBe(j1!.total);
    expect(j2!.nodes).toBe(0); // nothing left to search
  });

  it.each([
    [['--first', first, '--rank', '3'], /exactly one of --first/],
    [[], /exactly one of --first/],
    [['--first', 'zzzzz'], /not in the word list/],
    [['--first', first, '--max-memory', '10'], /--max-memory must be at least/],
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
