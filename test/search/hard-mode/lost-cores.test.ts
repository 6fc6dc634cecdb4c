import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkHardMode } from '../../../src/core/hardmode.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import type { Turn, Word } from '../../../src/core/types.js';
import { makeWordSet } from '../../../src/core/wordlist.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { INFEASIBLE } from '../../../src/search/bounds/closed-form.js';
import { HardRules } from '../../../src/search/hard-mode/state.js';
import { LostCores } from '../../../src/search/hard-mode/lost-cores.js';
import { verifyTree } from '../../../src/engine/tree/verify.js';
import { positionAfter, rootPosition } from '../../../src/search/position/position.js';
import { Searcher } from '../../../src/search/solver/searcher.js';
import { naiveWin, naiveWinFirst, rng, sample } from '../naive.js';

// Answers lost are monotone in hard mode: a set that loses k answers with d guesses left under a
// state loses k at least inside any larger set, with no more guesses left, under a stricter state.
// The search keeps the sets it proved to lose (LostCores) and reads such bounds off them.

const classic = builtinWordSet('classic');
const extras = classic.guesses.slice(classic.answers.length);
/** Rhyming answers (one-letter clusters such as _ight): sets that hard mode cannot always finish. */
const rhymes = classic.answers.filter((w) => /^.(ight|ound|ill|atch|ower|aste|ater|aker|aunt)/u.test(w));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LostCores', () => {
  const words = makeWordSet(
    ['bight', 'fight', 'light', 'might', 'night', 'sight'],
    ['bight', 'fight', 'light', 'might', 'night', 'sight', 'ghost'],
  );
  const rules = new HardRules(words.guesses, 5);
  const root = rules.root();
  const light = words.index.get('light')!;
  // After LIGHT = BGGGG (i, g, h, t green); stricter still after that and NIGHT = GGGGG (n green too).
  const ight = rules.after(root, light, scoreGuess('light', 'might'));
  const stricter = rules.after(ight, words.index.get('night')!, scoreGuess('night', 'night'));
  const set = (...ws: Word[]) => Uint32Array.from(ws.map((w) => words.index.get(w)!).sort((a, b) => a - b));

  it('has states that differ', () => {
    expect(new Set([root.key, ight.key, stricter.key]).size).toBe(3);
  });

  it('says what a kept set loses of every superset, with no more guesses left, under as strict a state', () => {
    const cores = new LostCores(words.answers.length);
    expect(cores.lost(set('bight', 'fight', 'might'), 4, ight)).toBe(0);
    cores.record(set('fight', 'might', 'night'), 4, ight, 1);
    expect(cores.lost(set('fight', 'might', 'night'), 4, ight)).toBe(1);
    expect(cores.lost(set('bight', 'fight', 'might', 'night'), 4, ight)).toBe(1);
    expect(cores.lost(set('bight', 'fight', 'might', 'night'), 3, ight)).toBe(1);
    expect(cores.lost(set('fight', 'might', 'night', 'sight'), 4, stricter)).toBe(1);
    cores.record(set('bight', 'fight', 'might', 'night'), 4, ight, 2);
    expect(cores.lost(set('bight', 'fight', 'light', 'might', 'night'), 4, ight)).toBe(2);
  });

  it('finds a core among answer ids past 32 and 64, and not in a set that lacks one of them', () => {
    // (ids only: the cores read the state, not the words; 40 and 104 share a bit of the 64-bit signature)
    const cores = new LostCores(200);
    const ids = (...xs: number[]) => Uint32Array.from(xs);
    cores.record(ids(5, 40, 70, 101), 4, ight, 1);
    expect(cores.lost(ids(5, 40, 70, 101, 150), 4, ight)).toBe(1);
    expect(cores.lost(ids(5, 40, 70, 101), 3, stricter)).toBe(1);
    expect(cores.lost(ids(5, 70, 101, 150, 170), 4, ight)).toBe(0);
    expect(cores.lost(ids(5, 70, 101, 104, 150), 4, ight)).toBe(0);
  });

  it('says nothing of a set that lacks an answer of the core, with more guesses left, or under a weaker state', () => {
    const cores = new LostCores(words.answers.length);
    cores.record(set('fight', 'might', 'night'), 4, ight, 1);
    expect(cores.lost(set('fight', 'might', 'sight'), 4, ight)).toBe(0);
    expect(cores.lost(set('fight', 'might', 'night'), 5, ight)).toBe(0);
    expect(cores.lost(set('fight', 'might', 'night'), 4, root)).toBe(0);
    cores.record(set('bight', 'light'), 4, stricter, 1);
    expect(cores.lost(set('bight', 'light', 'sight'), 4, ight)).toBe(0);
    expect(cores.lost(set('bight', 'light', 'sight'), 4, stricter)).toBe(1);
    // With two guesses left a scan settles a set: such sets are neither kept nor looked for.
    cores.record(set('light', 'might', 'sight'), 2, ight, 1);
    expect(cores.lost(set('light', 'might', 'sight'), 2, ight)).toBe(0);
  });

  it('finds exactly what a plain scan of every core finds (random cores, sets and states of the classic lists)', () => {
    // The reference: every core kept, read in full (subset, guesses left, greens and least counts).
    const random = rng(5);
    const hard = new HardRules(classic.guesses, 5);
    const states = [hard.root()];
    while (states.length < 40) {
      const from = states[Math.floor(random() * states.length)]!;
      const g = from.allowed[Math.floor(random() * from.allowed.length)]!;
      const a = classic.answers[Math.floor(random() * classic.answers.length)]!;
      states.push(hard.after(from, g, scoreGuess(classic.guesses[g]!, a)));
    }
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const ids = (n: number) => {
      const out = new Set<number>();
      // Answer ids from a narrow range, so that cores fall inside the sets asked about.
      const base = Math.floor(random() * 150);
      while (out.size < n) out.add(base + Math.floor(random() * 40));
      return Uint32Array.from([...out].sort((x, y) => x - y));
    };
    const kept: { set: Uint32Array; d: number; state: (typeof states)[number]; lost: number }[] = [];
    const cores = new LostCores(classic.answers.length);
    for (let t = 0; t < 400; t++) {
      const core = {
        set: ids(2 + Math.floor(random() * 5)),
        d: 3 + Math.floor(random() * 3),
        state: pick(states),
        lost: 1 + Math.floor(random() * 3),
      };
      kept.push(core);
      cores.record(core.set, core.d, core.state, core.lost);
    }
    let found = 0;
    for (let t = 0; t < 3000; t++) {
      const asked = ids(8 + Math.floor(random() * 25));
      const d = 3 + Math.floor(random() * 3);
      const state = pick(states);
      const has = new Set(asked);
      let expected = 0;
      for (const k of kept) {
        const strict =
          k.state.greens.every((g, p) => g === 0 || state.greens[p] === g) &&
          k.state.mins.every((m, c) => state.mins[c]! >= m);
        if (k.d >= d && strict && k.set.every((a) => has.has(a))) expected = Math.max(expected, k.lost);
      }
      expect(cores.lost(asked, d, state), `${asked.join(',')} ${d}`).toBe(expected);
      if (expected > 0) found++;
    }
    expect(found).toBeGreaterThan(50);
  });
});

describe('answers lost are monotone (the naive reference)', () => {
  it('a set under a stricter state, with no more guesses left, loses at least what any subset loses', () => {
    const random = rng(71);
    let losing = 0;
    for (let t = 0; t < 30; t++) {
      const answers = sample(rhymes, 7 + Math.floor(random() * 4), random);
      const guesses = [...answers, ...sample(extras, 5, random)];
      const core = sample(answers, 3 + Math.floor(random() * 3), random);
      const g1 = guesses[Math.floor(random() * guesses.length)]!;
      const weak: Turn[] = [{ guess: g1, pattern: scoreGuess(g1, answers[0]!) }];
      const legal = guesses.filter((g) => checkHardMode(weak, g) === null);
      const g2 = legal[Math.floor(random() * legal.length)]!;
      const strict: Turn[] = [...weak, { guess: g2, pattern: scoreGuess(g2, answers[1]!) }];
      const d = 2 + (t % 2);
      const lostCore = naiveWin(core, guesses, d, true, new Map(), weak).lost;
      if (lostCore > 0) losing++;
      for (const [history, left] of [
        [weak, d],
        [strict, d],
        [strict, d - 1],
      ] as const) {
        expect(naiveWin(answers, guesses, left, true, new Map(), history).lost).toBeGreaterThanOrEqual(lostCore);
      }
    }
    expect(losing).toBeGreaterThan(5);
  });
});

describe("the search's use of LostCores", () => {
  it("keeps every guess's value ('win' and 'total', hard mode) on random losing sets, where cores cut", () => {
    const hits = { asked: 0, found: 0 };
    const lost = LostCores.prototype.lost;
    vi.spyOn(LostCores.prototype, 'lost').mockImplementation(function (this: LostCores, ...args) {
      const k = lost.apply(this, args);
      hits.asked++;
      if (k > 0) hits.found++;
      return k;
    });
    const random = rng(5);
    let losing = 0;
    for (let t = 0; t < 9; t++) {
      const answers = sample(rhymes, 12 + Math.floor(random() * 6), random);
      const words = makeWordSet(answers, [...answers, ...sample(extras, 8, random)]);
      const d = 3 + (t % 3);
      const position = rootPosition(words, { hard: true, maxGuesses: d });
      const win = new Searcher(words, undefined, { hard: true, objective: 'win' });
      const total = new Searcher(words, undefined, { hard: true });
      const values = win.guessValues(position, words.guesses, win.none, false);
      const totals = total.guessValues(position, words.guesses, total.none, false);
      words.guesses.forEach((g, j) => {
        const expected = naiveWinFirst(g, words.answers, words.guesses, d, true, new Map());
        if (expected.lost > 0) losing++;
        expect(win.valuation.split(values[j]!), `${answers.join(',')}: ${g}, ${d} left`).toEqual(expected);
        expect(totals[j]! >= 1e9, `${g}`).toBe(expected.lost > 0);
        if (expected.lost === 0) expect(totals[j]).toBe(expected.total);
      });
    }
    expect(losing).toBeGreaterThan(20);
    expect(hits.found).toBeGreaterThan(0);
  });

  it('keeps the values of positions after a turn (a stricter state than the one a core was proven under)', () => {
    const random = rng(12);
    for (let t = 0; t < 6; t++) {
      const answers = sample(rhymes, 14, random);
      const guesses = [...answers, ...sample(extras, 6, random)];
      const words = makeWordSet(answers, guesses);
      const win = new Searcher(words, undefined, { hard: true, objective: 'win' });
      // The root first (cores proven under the root's state), then positions after a turn.
      win.value(rootPosition(words, { hard: true, maxGuesses: 4 }));
      for (const g of sample(guesses, 3, random)) {
        const turn = { guess: g, pattern: scoreGuess(g, answers[Math.floor(random() * answers.length)]!) };
        const position = positionAfter(words, [turn], { hard: true, maxGuesses: 5 });
        const left = Array.from(position.answers, (i) => words.answers[i]!);
        if (left.length === 0) continue;
        const expected = naiveWin(left, guesses, 4, true, new Map(), [turn]);
        expect(win.valuation.split(win.value(position)), `${left.join(',')} after ${g}`).toEqual(expected);
      }
    }
  });

  it("decides whether every answer can be found ('depth', hard mode) on random sets, one search for all of them", () => {
    // As `wordle openings wins` asks it (search/wins-all/job.ts): one Searcher for every position, so that the cores one
    // position proved are read by the next (under their own states).
    let found = 0;
    const lost = LostCores.prototype.lost;
    vi.spyOn(LostCores.prototype, 'lost').mockImplementation(function (this: LostCores, ...args) {
      const k = lost.apply(this, args);
      if (k > 0) found++;
      return k;
    });
    const random = rng(29);
    // Three large one-letter clusters (_ight, _ound, _atch): many classes cannot be finished.
    const answers = sample(
      rhymes.filter((w) => /^.(ight|ound|atch)$/u.test(w)),
      20,
      random,
    );
    const guesses = [...answers, ...sample(extras, 6, random)];
    const words = makeWordSet(answers, guesses);
    const depth = new Searcher(words, undefined, { hard: true, objective: 'depth' });
    const verdicts = { lose: 0, win: 0 };
    for (const left of [3, 4]) {
      for (const g of sample(guesses, 12, random)) {
        for (const answer of sample(answers, 3, random)) {
          if (answer === g) continue;
          const turn = { guess: g, pattern: scoreGuess(g, answer) };
          const position = positionAfter(words, [turn], { hard: true, maxGuesses: left + 1 });
          const set = Array.from(position.answers, (i) => words.answers[i]!);
          const expected = naiveWin(set, guesses, left, true, new Map(), [turn]).lost === 0;
          const feasible = depth.value(position, INFEASIBLE) < INFEASIBLE;
          expect(feasible, `${set.join(',')} after ${g}, ${left} left`).toBe(expected);
          verdicts[feasible ? 'win' : 'lose']++;
          if (feasible) {
            const from = { answers: set, history: [turn] };
            const report = verifyTree(depth.tree(position), words, { hard: true, from, maxGuesses: left + 1 });
            expect(report.status === 'valid' && report.max <= left, `${g}: ${report.status}`).toBe(true);
          }
        }
      }
    }
    expect(verdicts.lose).toBeGreaterThan(20);
    expect(verdicts.win).toBeGreaterThan(3);
    expect(found).toBeGreaterThan(0);
  });
});
