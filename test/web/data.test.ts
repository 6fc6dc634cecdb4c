/**
 * The web app's derived data (web/data/, written by `npm run data:web` from web/scripts/web-data.ts)
 * is what the library computes: the app shows it without asking its worker, so it must be exactly
 * what `Session.suggestions` gives for the same options (the frequency prior: `priorSpace`, as
 * `--prior frequency`) and what the exact search proves. The cheap parts are recomputed here; the
 * slow ones are checked against published or independently known values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinWordSet, parseTreeText, scoreGuess, treeStats, formatFeedback } from '../../src/entries/wordlekit.js';
import type { Pattern } from '../../src/entries/wordlekit.js';
import { readOpeningsFile } from '../../src/node/openings-file.js';
import { shippedOpeningsPath } from '../../src/node/openings-text.js';
import { weightsDigest } from '../../src/entries/core.js';
import { runCli } from '../cli/run.js';
import {
  caseKey,
  caseSpace,
  HISTORY_DAY,
  OPENING_CASES,
  openerFeedbacks,
  openingReport,
  secondTurn,
  TREES,
  type OpeningData,
  type SecondTurns,
} from '../../web/scripts/web-data.js';

const DATA = new URL('../../web/data/', import.meta.url).pathname;
const openings = JSON.parse(readFileSync(`${DATA}openings.json`, 'utf8')) as Record<string, OpeningData>;
const seconds = readdirSync(`${DATA}second`).map(
  (f) => [f, JSON.parse(readFileSync(`${DATA}second/${f}`, 'utf8')) as SecondTurns] as const,
);

describe('precomputed openings (web/data/openings.json)', () => {
  // (the history prior's exact strategy too: hard mode plays the table's opening first, as the CLI's does)
  const cheap = OPENING_CASES.filter(
    (c) => (c.prior === 'uniform' && c.strategy !== 'lookahead') || (c.prior === 'history' && c.strategy === 'optimal'),
  );
  const matrices = new Map(); // each list's matrix, built once

  it('covers every list, prior and strategy, the optimal strategy in both modes', () => {
    expect(Object.keys(openings).sort()).toEqual(OPENING_CASES.map(caseKey).sort());
    for (const c of OPENING_CASES) {
      const r = openings[caseKey(c)]!;
      expect(r.remaining).toBe(caseSpace(c).words.answers.length);
      expect(r.suggestions).toHaveLength(10);
    }
  });

  it.each(cheap.map((c) => [caseKey(c), c] as const))('%s equals Session.suggestions(10)', (_key, c) => {
    expect(openings[caseKey(c)]).toEqual(openingReport(c, matrices));
  });

  it('opens with SOARE for entropy and ROATE for expected size on the classic list', () => {
    expect(openings['classic/uniform/entropy']!.suggestions[0]!.word).toBe('soare');
    expect(openings['classic/uniform/expected-size']!.suggestions[0]!.word).toBe('roate');
  });

  it('the optimal opening is the shipped table: SALET, REAST, TRACE and CRATE; SALET, LEAST in hard mode', () => {
    // Published (Alex Selby, "The best strategies for Wordle", 2022): SALET 7920, REAST 7923, CRATE and TRACE 7926
    // guesses over the 2315 answers (tied: the more common word, TRACE, first); hard mode SALET 8122, LEAST 8127.
    const top = (key: string, n: number) =>
      openings[key]!.suggestions.slice(0, n).map((s) => [s.word, Math.round(s.expectedGuesses! * 2315), s.proven]);
    expect(top('classic/uniform/optimal', 3)).toEqual([
      ['salet', 7920, true],
      ['reast', 7923, true],
      ['trace', 7926, true],
    ]);
    expect(top('classic/uniform/optimal/hard', 2)).toEqual([
      ['salet', 8122, true],
      ['least', 8127, true],
    ]);
  });

  it("the optimal opening on today's NYT list: from the shipped tables; in hard mode TARSE alone is below the table's cutoff, the rest bounds", () => {
    // Published (alex1770/wordle results_easy_nyt20230701, results_hard_nyt20230701): TARSE 11219 guesses
    // over the 3158 likely answers (3.5526), SALET 11235; TARSE 11627 in hard mode, where SALET cannot win every game.
    const rows = (key: string) =>
      openings[key]!.suggestions.map((s) => [s.word, s.proven ? Math.round(s.expectedGuesses! * 3158) : null]);
    const normal = rows('nyt/uniform/optimal');
    expect(normal[0]).toEqual(['tarse', 11219]);
    expect(normal.find(([w]) => w === 'salet')).toEqual(['salet', 11235]);
    // the next best come from the shipped table, all proven (its first ten, in its order)
    const table = readOpeningsFile(shippedOpeningsPath('nyt', 'normal'));
    expect(normal).toEqual(table.entries.slice(0, normal.length).map((e) => [e.word, e.total]));
    const hard = rows('nyt/uniform/optimal/hard');
    expect(hard[0]).toEqual(['tarse', 11627]);
    expect(hard.filter(([, t]) => t !== null)).toHaveLength(1);
    expect(readOpeningsFile(shippedOpeningsPath('nyt', 'hard')).meta.cutoff).toBe(11628);
  });

  it.each([
    ['nyt/history/optimal', []],
    ['nyt/history/optimal/hard', ['--hard']],
  ])(
    "the history prior's opening %s, today's NYT game's default, is `wordle suggest`'s, number for number",
    async (key, mode) => {
      // The app's opening under the history prior is for the days after the shipped history (every later
      // day's prior is that one); the CLI gives the same for that day with its defaults, its first
      // figures exact from the shipped table of that prior (not closed-form bounds).
      const cli = JSON.parse((await runCli('suggest', ...mode, '--date', `#${HISTORY_DAY}`, '--json')).out) as {
        prior: string;
        suggestions: { word: string; entropy: number; expectedGuesses: number; proven: boolean; bound?: string }[];
      };
      expect(cli.prior).toBe('history');
      expect(cli.suggestions[0]!.proven).toBe(true);
      const ours = openings[key]!.suggestions;
      expect(ours.map((s) => s.word)).toEqual(cli.suggestions.map((s) => s.word));
      ours.forEach((s, i) => {
        const c = cli.suggestions[i]!;
        expect([s.proven, s.bound]).toEqual([c.proven, c.bound]);
        expect(s.expectedGuesses).toBeCloseTo(c.expectedGuesses, 5);
        expect(s.entropy).toBeCloseTo(c.entropy, 5);
      });
    },
  );

  it('the frequency prior opens over every allowed word, as `wordle suggest --prior frequency` does', () => {
    expect(openings['classic/frequency/entropy']!.remaining).toBe(12972);
    expect(openings['classic/frequency/entropy']!.suggestions[0]!.word).toBe('tares'); // test/cli/prior.test.ts
  });
});

// The openers' totals over every answer, from the data: the answers (one first guess each) plus each
// feedback's best total. Published: SALET 7920 (normal) and 8122 (hard) over the classic list's 2315
// answers (Selby 2022); on today's NYT list (3158 answers) TARSE 11219 and SALET 11235 in normal mode,
// TARSE 11627 in hard mode, and SALET cannot win every game in hard mode (alex1770/wordle
// results_easy_nyt20230701, results_hard_nyt20230701).
const PUBLISHED: Readonly<Record<string, number | null>> = {
  'classic-normal-salet': 7920,
  'classic-hard-salet': 8122,
  'nyt-normal-tarse': 11219,
  'nyt-normal-salet': 11235,
  'nyt-hard-tarse': 11627,
  'nyt-hard-salet': null,
  // Under the history prior of the day after the shipped history, weighted totals (the prior's weight
  // 15435828 for the first guess, plus each feedback's best): the exact values of SATER (normal) and
  // TARSE (hard) in the tables of that prior, re-proved by `wordle openings verify` (docs/openings.md).
  'nyt-normal-sater-history': 52619808,
  // In hard mode a position whose ten best guesses include one that can lose ships none (the search
  // answers it), so only that some are left out is checked.
  'nyt-hard-tarse-history': null,
};

describe.each(seconds)('precomputed second turns (web/data/second/%s)', (file, data) => {
  const words = builtinWordSet(data.list);
  const name = file.replace(/\.json$/u, '');
  const weights =
    data.prior === undefined ? undefined : Float64Array.from(caseSpace({ list: 'nyt', prior: 'history' }).weights!);
  const weightOf = (p: number): number =>
    words.answers.reduce((s, a, i) => s + (scoreGuess(data.opener, a) === p ? (weights?.[i] ?? 1) : 0), 0);

  it('is for its list, and has every feedback of the opener with the answers it leaves', () => {
    expect(name).toBe(`${data.list}-${data.mode}-${data.opener}${data.prior ? '-history' : ''}`);
    if (data.prior !== undefined) {
      expect(data.prior).toEqual({ name: 'history', day: HISTORY_DAY, digest: weightsDigest(weights!) });
    }
    expect(data.checksum).toBe(words.checksum);
    expect(data.maxGuesses).toBe(6);
    const feedbacks = openerFeedbacks(words, data.opener);
    expect(Object.keys(data.positions).sort()).toEqual(feedbacks.map((p) => formatFeedback(p as Pattern, 5)).sort());
    for (const p of feedbacks) {
      const left = words.answers.filter((a) => scoreGuess(data.opener, a) === p).length;
      const at = data.positions[formatFeedback(p as Pattern, 5)]!;
      expect(at.remaining).toBe(left);
      // (under the prior: the answers' weight, each total a sure win, at most 6 times it)
      if (weights !== undefined) expect(at.weight).toBe(weightOf(p));
      if (weights !== undefined) expect(at.ranked.every(([, t]) => t <= 6 * at.weight!)).toBe(true);
      const totals = at.ranked.map(([, t]) => t);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    }
  });

  it('adds up to the published total of the opener', () => {
    const published = PUBLISHED[name];
    const positions = Object.values(data.positions);
    if (published === null) expect(positions.some((p) => p.ranked.length === 0)).toBe(true);
    else {
      const first = weights === undefined ? words.answers.length : weights.reduce((a, b) => a + b, 0);
      expect(first + positions.reduce((s, p) => s + p.ranked[0]![1], 0)).toBe(published);
    }
  });

  it("agrees with the shipped tree's totals, feedback by feedback", () => {
    const file = TREES[`${data.list}/${data.mode}`];
    if (file === undefined || data.prior !== undefined) return;
    const tree = parseTreeText(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'), file, words);
    if (tree.kind !== 'guess') throw new Error('no opener');
    expect(tree.guess).toBe(data.opener);
    for (const [p, sub] of tree.branches) {
      if (sub.kind === 'guess') expect(data.positions[formatFeedback(p, 5)]!.ranked[0]![1]).toBe(treeStats(sub).total);
    }
  });

  it("is `wordle suggest`'s advice after the opener under the same prior, number for number", async () => {
    if (data.prior === undefined) return;
    const [fb, at] = Object.entries(data.positions).find(([, p]) => p.remaining >= 20 && p.remaining <= 60)!;
    const args = [`${data.opener}=${fb}`, '--date', `#${data.prior.day}`, '--top', String(at.ranked.length)];
    const r = await runCli('suggest', ...args, ...(data.mode === 'hard' ? ['--hard'] : []), '--json');
    const cli = JSON.parse(r.out) as {
      prior: string;
      suggestions: { word: string; expectedGuesses: number; proven: boolean }[];
    };
    expect(cli.prior).toBe('history');
    expect(cli.suggestions.every((s) => s.proven)).toBe(true);
    cli.suggestions.forEach((s, i) => expect(s.expectedGuesses).toBeCloseTo(at.ranked[i]![1] / at.weight!, 5));
    // The same guesses at the same totals (guesses of equal totals may be listed in another order).
    const key = (w: string, total: number): string => `${Math.round(total)} ${w}`;
    const ours = at.ranked.map(([w, t]) => key(w, t)).sort();
    expect(cli.suggestions.map((s) => key(s.word, s.expectedGuesses * at.weight!)).sort()).toEqual(ours);
  });

  it('is what the exact search gives again (the small positions)', () => {
    const small = openerFeedbacks(words, data.opener)
      .filter((p) => data.positions[formatFeedback(p as Pattern, 5)]!.remaining <= 12)
      .slice(0, 4);
    for (const p of small) {
      expect(data.positions[formatFeedback(p as Pattern, 5)]).toEqual(
        secondTurn(words, data.opener, p, data.mode === 'hard', weights),
      );
    }
  });
});
