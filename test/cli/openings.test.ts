import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../src/data/lists.js';
import { OPENING_VALUE_MAX, rateOpening, type OpeningsTable } from '../../src/engine/openings/table.js';
import { rateOpeningInText } from '../../src/engine/openings/codec/quick.js';
import { parseOpeningsTable } from '../../src/engine/openings/codec/read.js';
import { formatOpeningsTable } from '../../src/engine/openings/codec/write.js';
import { readOpeningsText, shippedOpeningsPath } from '../../src/node/openings-text.js';
import { sampleOpenings, type SampledOpening, type TableEstimate } from '../../src/engine/openings/estimate.js';
import { rootPosition } from '../../src/search/position/position.js';
import { Searcher } from '../../src/search/solver/searcher.js';
import { placeholderTable } from '../fixtures/openings.js';
import { rng, sample } from '../search/naive.js';
import { CLI, runCli, sampledLists } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'wordle-openings-'));
const classic = builtinWordSet('classic');

// A PLACEHOLDER table (made-up numbers; see the fixture): the first three allowed guesses exact.
const [first, second, third] = classic.guesses as [string, string, string];
const placeholder = placeholderTable({ [first]: 7990, [second]: 7991, [third]: 7991 }, 8000);
const TABLE = join(dir, 'placeholder.tsv');
writeFileSync(TABLE, formatOpeningsTable(placeholder));
describe('wordle openings show / top', () => {
  it('rates an opening: exact total, average, rank of 12972', async () => {
    const r = await runCli('openings', 'show', first, '--table', TABLE);
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe(
      `${first.toUpperCase()}: 7990 guesses over the 2315 answers, 3.4514 on average: rank 1 of 12972 openings (classic list, normal mode; proven)`,
    );
    expect(r.out).toContain('the first one included');
  });

  it('gives the JSON shape: the value, how sure, the rank or its range, and where it came from', async () => {
    const r = await runCli('openings', 'show', third.toUpperCase(), '--table', TABLE, '--json');
    // What every rating from this table says besides its value: how sure, where from, which table.
    const table = {
      of: 12972,
      lostGameCounts: 7,
      proven: true,
      from: 'table',
      checked: null,
      source: 'local',
      list: 'classic',
      mode: 'normal',
    };
    expect(JSON.parse(r.out)).toEqual({
      word: third,
      winsAll: true,
      total: 7991,
      average: 7991 / 2315,
      fewestLost: 0,
      won: 2315,
      winChance: 1,
      rank: 2,
      rankRange: { best: 2, worst: 2 },
      lowerBound: 7991,
      boundIfWinsAll: null,
      lost: false,
      ...table,
    });
    // The table does not know whether ZYMIC can win every game: its bound holds only if it can.
    const bound = await runCli('openings', 'show', 'zymic', '--table', TABLE, '--json', '--no-compute');
    expect(JSON.parse(bound.out)).toEqual({
      word: 'zymic',
      winsAll: null,
      total: null,
      average: null,
      fewestLost: null,
      won: null,
      winChance: null,
      rank: null,
      rankRange: { best: 4, worst: 12972 },
      lowerBound: null,
      boundIfWinsAll: 8000,
      lost: false,
      ...table,
    });
  });

  it('says "the one opening" when a table ranks one (the shipped NYT hard table: TARSE 11627 alone below 11628)', async () => {
    // TARSE 11627 in hard mode over the 3158 NYT answers: alex1770/wordle results_hard_nyt20230701; STARE can
    // win every game there (the same table), as the shipped table records.
    const r = await runCli('openings', 'show', 'stare', '--hard', '--list', 'nyt', '--no-compute');
    expect(r.out.split('\n')[0]).toBe(
      'STARE: at least 11628 guesses over the 3158 answers (3.6821 or more on average), and it can win every game: not the one opening below 11628, which is ranked (nyt list, hard mode; proven bound)',
    );
  });

  it('says what a bound means in words (--no-compute): a bound only if the opening can win every game, unless the table says it can', async () => {
    const r = await runCli('openings', 'show', 'zymic', '--table', TABLE, '--no-compute');
    expect(r.out).toMatch(
      /^ZYMIC: not known whether it can win every game \(the table does not say\); if it can, at least 8000 guesses over the 2315 answers \(3\.4\d+ or more on average\): not among the 3 openings below 8000, which are all ranked \(classic list, normal mode; proven bound, if it can\)\n/u,
    );
    const said = join(dir, 'said.tsv');
    const rows = placeholder.entries.map((e) =>
      e.word === 'zymic' ? { ...e, winsAll: true } : e.word === 'zygal' ? { ...e, winsAll: false } : e,
    );
    writeFileSync(said, formatOpeningsTable({ meta: placeholder.meta, entries: rows }));
    const wins = await runCli('openings', 'show', 'zymic', '--table', said, '--no-compute');
    expect(wins.out.split('\n')[0]).toBe(
      'ZYMIC: at least 8000 guesses over the 2315 answers (3.4557 or more on average), and it can win every game: not among the 3 openings below 8000, which are all ranked (classic list, normal mode; proven bound)',
    );
    const loses = await runCli('openings', 'show', 'zygal', '--table', said, '--no-compute', '--json');
    expect(JSON.parse(loses.out)).toMatchObject({
      winsAll: false,
      lost: true,
      total: null,
      fewestLost: null,
      lowerBound: null,
      boundIfWinsAll: null,
      rankRange: { best: 5, worst: 12972 },
    });
    const text = await runCli('openings', 'show', 'zygal', '--table', said, '--no-compute');
    expect(text.out.split('\n')[0]).toBe(
      'ZYGAL: cannot win every game: whatever follows, some answer is not found within 6 guesses (classic list, normal mode; proven); how many it loses at best was not computed',
    );
  });

  it('lists the best openings (ties share a rank), in text and JSON', async () => {
    const r = await runCli('openings', 'top', '5', '--table', TABLE);
    expect(r.code).toBe(0);
    expect(r.out).toContain('best 3 of all 12972 openings (classic list, normal mode; exact totals, proven)');
    expect(r.out).toContain("only 3 openings are below the table's cutoff 8000; the others have proven bounds only");
    const json = JSON.parse((await runCli('openings', 'top', '2', '--table', TABLE, '--json')).out) as {
      word: string;
      rank: number;
    }[];
    // second and third tie at 7991: both rank 2, listed by word.
    expect(json.map((e) => [e.word, e.rank])).toEqual([
      [first, 1],
      [[second, third].sort()[0]!, 2],
    ]);
  });

  it.each<[string[], string]>([
    [['show', 'xyzzy'], '"xyzzy" is not an allowed opening in the classic list'],
    [['show', 'abc'], '"abc" is not a 5-letter word a-z'],
    [['show', first, '--hard'], `is a table for normal mode, not hard mode (--hard)`],
    [['show', first, '--list', 'nyt'], `is a table for the "classic" list, not nyt`],
    [['top', '0'], 'N must be a whole number ≥ 1, got "0"'],
  ])('refuses %j with one line and exit 2', async (args, message) => {
    const r = await runCli('openings', ...args, '--table', TABLE);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.err.split('\n')).toHaveLength(1);
  });

  it('names the file and line of a damaged table', async () => {
    const bad = join(dir, 'bad.tsv');
    writeFileSync(bad, readFileSync(TABLE, 'utf8').replace(`${second}\t7991`, `${second}\t7O91`));
    const r = await runCli('openings', 'show', first, '--table', bad);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `wordle: ${bad}:16: total must be a whole number or ">=" and one (a proven lower bound), got "7O91"`,
    );
  });

  // The shipped tables are computed (`wordle openings rank`), never written by hand; they must agree
  // with the published values. Published: SALET 7920, REAST 7923, CRATE 7926, TRACE 7926, SLATE 7928,
  // CRANE 7930 (normal) and SALET 8122 (hard mode): Alex Selby, "The best strategies for Wordle"
  // (2022). The counts of exact totals, 105 at or below 8014 (normal) and 101 at or below 8220 (hard),
  // are those of Selby's published lists of the best openings, as issue 13 cites them.
  // CRANE 8155 in hard mode: the reference solver (`wordle -w crane -H`, ../shared/peers/selby).
  it.each([
    [false, { salet: 7920, reast: 7923, crate: 7926, trace: 7926, slate: 7928, crane: 7930 }, 8015, 105],
    [true, { salet: 8122, crane: 8155 }, 8221, 101],
  ] as const)(
    'the shipped table (hard %s) agrees with the published values',
    async (hard, published, cutoff, exact) => {
      const path = shippedOpeningsPath('classic', hard ? 'hard' : 'normal');
      const mode = hard ? ['--hard'] : [];
      const text = readOpeningsText(path); // gzipped in the package
      const t = parseOpeningsTable(text, path);
      expect(t.entries).toHaveLength(12972);
      expect(t.meta).toMatchObject({
        list: 'classic',
        checksum: classic.checksum,
        mode: hard ? 'hard' : 'normal',
        cutoff,
        maxGuesses: 6,
      });
      expect(t.entries.filter((e) => e.total !== null)).toHaveLength(exact);
      expect(t.entries.every((e) => e.proven)).toBe(true);
      for (const [word, total] of Object.entries(published)) {
        expect(t.entries.find((x) => x.word === word)?.total, word).toBe(total);
      }
      // Every other opening keeps the bound a run gives whatever order its jobs ran in: the cutoff,
      // or the opening's closed-form bound when higher (never a loss: README, openings that lose).
      const first = new Searcher(classic, undefined, { hard }).firstGuesses(rootPosition(classic, { hard }), false);
      const closed = new Map(first.guesses.map((g, i) => [g, first.bounds[i]!]));
      for (const e of t.entries.filter((x) => x.total === null)) {
        expect(e.lowerBound, e.word).toBe(Math.max(cutoff, closed.get(e.word) ?? 0));
      }
      // `show` reads its rating straight from the text (rateOpeningInText): the same as the full parse.
      const pick = sample(
        t.entries.map((e) => e.word),
        40,
        rng(hard ? 2 : 1),
      );
      for (const w of [...t.entries.slice(0, 12).map((e) => e.word), ...pick, 'raise']) {
        expect(rateOpeningInText(text, path, w)?.rating, w).toEqual(rateOpening(t, w));
      }
      // SALET is the proven best opening in both modes.
      const salet = JSON.parse(
        (await runCli('openings', 'show', 'salet', '--list', 'classic', ...mode, '--json')).out,
      ) as { rank: number };
      expect(salet.rank).toBe(1);
    },
  );

  // Each names the built-in lists whose table for that mode ships (none ships for nyt2022).
  it.each([
    ['nyt2022', 'normal', ['--list', 'nyt2022'], ' --list nyt2022', ' (tables ship for --list nyt and --list classic)'],
    [
      'nyt2022',
      'hard',
      ['--list', 'nyt2022', '--hard'],
      ' --hard --list nyt2022',
      ' (tables ship for --list nyt and --list classic)',
    ],
  ] as const)('says in one line that the %s list has no %s table', async (list, mode, args, options, hint) => {
    const r = await runCli('openings', 'show', 'salet', ...args);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `wordle: no openings table for the ${list} list in ${mode} mode (data/openings/${list}-${mode}.tsv.gz is not in this package): compute one with "wordle openings rank${options} --cutoff T --out FILE" and pass --table FILE, or solve one opening with "wordle optimal${options} --first WORD"${hint}`,
    );
  });
});

// Small lists, so that every opening's exact value can be checked here against the search itself.
const { answers, A, G, words, lists } = sampledLists(dir, 31, 60, 90);
const truth = (hard: boolean): Map<string, number> => {
  const s = new Searcher(words, undefined, { hard });
  const p = rootPosition(words, { hard });
  return new Map(words.guesses.map((g) => [g, s.guessValue(p, g)]));
};

describe('wordle openings rank', () => {
  it.each([false, true])(
    'values every opening: exact below the cutoff, a proven bound at or above it (hard %s)',
    async (hard) => {
      const values = truth(hard);
      const sorted = [...values.values()].sort((x, y) => x - y);
      const cutoff = sorted[20]!;
      const out = join(dir, `rank-${hard}.tsv`);
      const r = await runCli(
        'openings',
        'rank',
        ...lists,
        '--cutoff',
        String(cutoff),
        '--out',
        out,
        '--json',
        ...(hard ? ['--hard'] : []),
      );
      expect(r.code).toBe(0);
      const summary = JSON.parse(r.out) as { openings: number; exact: number; cutoff: number };
      expect(summary).toMatchObject({ openings: 150, cutoff, exact: sorted.filter((v) => v < cutoff).length });
      const t = parseOpeningsTable(readFileSync(out, 'utf8'), out);
      expect(t.meta).toMatchObject({
        list: `custom-${words.checksum}`,
        mode: hard ? 'hard' : 'normal',
        guesses: 150,
        answers: 60,
      });
      for (const e of t.entries) {
        const v = values.get(e.word)!;
        if (v < cutoff) expect(e.total, e.word).toBe(v);
        else {
          expect(e.total, e.word).toBeNull();
          expect(e.lowerBound, e.word).toBeGreaterThanOrEqual(cutoff);
          expect(e.lowerBound, e.word).toBeLessThanOrEqual(v); // a true lower bound
        }
      }
      expect(existsSync(`${out}.progress`)).toBe(false); // the progress file goes once the table is written
    },
  );

  // RAISE in hard mode on the classic lists is such an opening (the reference solver: "raise =
  // 1000000000 ... no-legal-guess"); here a guess limit of 3 makes many on the small lists.
  it('keeps an opening as lost exactly when it loses (without a cutoff), and show says it cannot win every game', async () => {
    const s = new Searcher(words, undefined);
    const p = rootPosition(words, { maxGuesses: 3 });
    const value = new Map(words.guesses.map((g) => [g, s.guessValue(p, g)]));
    const losing = [...value].filter(([, v]) => v >= OPENING_VALUE_MAX).map(([g]) => g);
    const winning = [...value].filter(([, v]) => v < OPENING_VALUE_MAX).sort((x, y) => x[1] - y[1]);
    expect(losing.length).toBeGreaterThan(0);
    expect(winning.length).toBeGreaterThan(0);
    const rank = async (name: string, ...cutoff: string[]): Promise<OpeningsTable> => {
      const out = join(dir, name);
      const r = await runCli('openings', 'rank', ...lists, '--max-guesses', '3', ...cutoff, '--out', out);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      return parseOpeningsTable(readFileSync(out, 'utf8'), out);
    };
    const lostIn = (t: OpeningsTable): string[] =>
      t.entries.filter((e) => e.lowerBound >= OPENING_VALUE_MAX).map((e) => e.word);
    // Without a cutoff every opening is searched to the end: each loss is proven, and only losses.
    const all = await rank('three.tsv');
    expect(lostIn(all).sort()).toEqual([...losing].sort());
    expect(all.entries.filter((e) => e.total !== null)).toHaveLength(winning.length);
    expect(all.entries.filter((e) => e.winsAll === false).map((e) => e.word)).toEqual(lostIn(all));
    const W = losing[0]!.toUpperCase();
    const table = ['--table', join(dir, 'three.tsv')];
    const said = await runCli('openings', 'show', losing[0]!, ...table, '--no-compute');
    expect(said.out).toContain(
      `${W}: cannot win every game: whatever follows, some answer is not found within 3 guesses (custom-`,
    );
    // Computed: the fewest answers it loses, then its total (the values: test/engine/openings/opener.test.ts).
    const shown = await runCli('openings', 'show', losing[0]!, ...table, '--answers', A, '--guesses', G);
    expect(shown.err).toContain(`wordle: ${W}: cannot win every game; computing the fewest answers it loses`);
    expect(shown.out).toMatch(
      new RegExp(
        `^${W}: cannot win every game; at best it loses \\d+ of the 60 answers \\(wins \\d+, [\\d.]+%\\), and then takes \\d+ guesses in all, [\\d.]+ on average, a lost game counting 4 \\(computed now; proven\\): rank ${winning.length + 1} to \\d+ of \\d+ openings`,
        'u',
      ),
    );
    // Solving that opening alone says the same, in one line.
    const solved = await runCli('optimal', ...lists, '--max-guesses', '3', '--first', losing[0]!, '--quiet');
    expect(solved.code).toBe(2);
    expect(solved.err).toBe(
      `wordle: ${losing[0]} cannot find every answer within 3 guesses, whatever follows (proven)`,
    );
    // With a cutoff the search stops at it before it proves some losses, and which ones depends on
    // what the workers shared: so the table keeps no loss, only the bound that does not depend on it.
    const cutoff = winning.at(-1)![1] + 1; // every opening that wins all its games is exact
    const cut = await rank('three-cut.tsv', '--cutoff', String(cutoff));
    expect(lostIn(cut)).toEqual([]);
    expect(cut.entries.filter((e) => e.total !== null)).toHaveLength(winning.length);
    for (const w of losing) {
      const b = cut.entries.find((e) => e.word === w)!.lowerBound;
      expect(b, w).toBeGreaterThanOrEqual(cutoff);
      expect(b, w).toBeLessThan(OPENING_VALUE_MAX);
    }
  });

  it('--only ranks just the listed openings, and show says the rank is among them only', async () => {
    const only = join(dir, 'only.txt');
    writeFileSync(only, `# mine\n${answers.slice(0, 4).join('\n')}\n`);
    const out = join(dir, 'only.tsv');
    expect((await runCli('openings', 'rank', ...lists, '--only', only, '--out', out)).code).toBe(0);
    const t = parseOpeningsTable(readFileSync(out, 'utf8'), out);
    expect(t.entries.map((e) => e.word).sort()).toEqual(answers.slice(0, 4).sort());
    // A name ending in .gz gets the same table gzipped, as the shipped tables are.
    const gz = join(dir, 'only.tsv.gz');
    expect((await runCli('openings', 'rank', ...lists, '--only', only, '--out', gz)).code).toBe(0);
    expect(parseOpeningsTable(gunzipSync(readFileSync(gz)).toString('utf8'), gz).entries).toEqual(t.entries);
    expect(t.entries.every((e) => e.total !== null)).toBe(true); // no cutoff: every total exact
    const r = await runCli('openings', 'show', t.entries[0]!.word, '--table', out);
    expect(r.out).toContain(
      'rank 1 of the 4 openings in this table (it does not cover every allowed opening: a better one may be missing)',
    );
  });

  it('--estimate proves a seeded random sample and extrapolates, labelled an estimate', async () => {
    const values = truth(false);
    const cutoff = [...values.values()].sort((x, y) => x - y)[40]!;
    const args = ['openings', 'rank', ...lists, '--estimate', '6', '--seed', '4', '--workers', '3'];
    const r = await runCli(...args, '--cutoff', String(cutoff), '--json', '--quiet');
    expect(r.code).toBe(0);
    const e = JSON.parse(r.out) as TableEstimate & { sample: SampledOpening[] };
    expect(e).toMatchObject({ kind: 'estimate', openings: 150, sampled: 6, seed: 4, workers: 3, mode: 'normal' });
    expect(e.sample.map((o) => o.word)).toEqual(sampleOpenings(words.guesses, 6, 4));
    for (const o of e.sample) {
      expect(o.total, o.word).toBe(values.get(o.word)); // proven: the search's own exact value
      expect(o.cutoff!.below, o.word).toBe(values.get(o.word)! < cutoff);
    }
    const mean = e.sample.reduce((a, o) => a + o.cpuSeconds, 0) / 6;
    expect(e.complete.cpuSeconds.value).toBeCloseTo(mean * 150, 6);
    expect(e.complete.wallSeconds.value).toBeCloseTo((mean * 150) / 3, 6);
    const below = e.sample.filter((o) => o.cutoff!.below).length;
    expect(e.cutoff!.exactOpenings.value).toBeCloseTo((below / 6) * 150, 6);
    // The text says what it is.
    const text = await runCli(...args, '--quiet');
    expect(text.out).toMatch(/^ESTIMATE from 6 random openings \(seed 4, normal mode\)/u);
    expect(text.out).toContain('on 3 workers');
    // Against the cutoff only (hard mode's exact values can take CPU-hours): the same sample, its
    // cost with the cutoff, and nothing said of every exact total.
    const only = await runCli(...args, '--cutoff', String(cutoff), '--cutoff-only', '--json', '--quiet');
    const o = JSON.parse(only.out) as Partial<TableEstimate> & { sample: SampledOpening[] };
    expect(o.complete).toBeUndefined();
    expect(o.sample.map((x) => x.cutoff!.below)).toEqual(e.sample.map((x) => x.cutoff!.below));
    expect(o.cutoff!.exactOpenings.value).toBeCloseTo(e.cutoff!.exactOpenings.value, 6);
  });

  it.each<[string[], string]>([
    [['--estimate', '2', '--out', join(dir, 'e.tsv')], 'it takes no --out'],
    [['--estimate', '151'], 'there are only 150 openings'],
    [['--seed', '3', '--out', join(dir, 'e.tsv')], '--seed goes with --estimate'],
    [['--cutoff-only', '--out', join(dir, 'e.tsv')], '--cutoff-only goes with --estimate'],
    [['--estimate', '2', '--cutoff-only'], '--cutoff-only goes with --estimate and --cutoff'],
    [[], 'required option --out <file> not specified'],
  ])('refuses %j', async (args, message) => {
    const r = await runCli('openings', 'rank', ...lists, ...args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  it.each<[string[], string]>([
    [['--out', A], '--out'],
    [['--out', '-'], '--out must be a file'],
    [['--out', join(dir, 'x.tsv'), '--queue', 'localhost:6379'], 'not a redis:// URL'],
    [
      ['--out', join(dir, 'x.tsv'), '--queue', 'redis://127.0.0.1:1', '--name', 'a b'],
      'a queue name is 1 to 64 letters',
    ],
    [
      ['--out', join(dir, 'x.tsv'), '--prior', 'frequency', '--queue', 'redis://127.0.0.1:1'],
      '--prior runs here: a table under a prior is not computed on a queue (no --queue)',
    ],
  ])('refuses %j before any work', async (args, message) => {
    const r = await runCli('openings', 'rank', ...lists, ...args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
  });

  const progressOf = (version: number, cutoff: number): string =>
    JSON.stringify({
      format: 'wordle-openings-progress',
      version,
      lists: words.checksum,
      hard: false,
      maxGuesses: 6,
      cutoff,
      entries: [{ guess: words.guesses[0], value: cutoff, exact: false, version: '0.1.0' }],
    });

  it('refuses to resume from a progress file made with another cutoff', async () => {
    const out = join(dir, 'other.tsv');
    writeFileSync(`${out}.progress`, progressOf(2, 999));
    const r = await runCli('openings', 'rank', ...lists, '--cutoff', '500', '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `wordle: ${out}.progress: the progress file is for another run (its --cutoff differ: "999"); delete it to start over, or run with the same options`,
    );
  });

  it("refuses an earlier version's progress file (version 1), saying what to do, and overwrites nothing", async () => {
    const out = join(dir, 'v1.tsv');
    writeFileSync(`${out}.progress`, progressOf(1, 500));
    const r = await runCli('openings', 'rank', ...lists, '--cutoff', '500', '--out', out);
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      `wordle: ${out}.progress: an openings progress file of version 1, which this version of wordlekit does not read (it reads version 2): finish its run with the version that wrote it, or delete it to start over`,
    );
    expect(readFileSync(`${out}.progress`, 'utf8')).toBe(progressOf(1, 500));
    expect(existsSync(out)).toBe(false);
  });
});

/** Start a ranking, interrupt it (SIGINT) once its progress file is written, and wait for it. */
function interruptedRank(args: string[], progress: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, 'openings', 'rank', ...args], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const poll = setInterval(() => {
      if (existsSync(progress) && statSync(progress).size > 0) {
        clearInterval(poll);
        child.kill('SIGINT');
      }
    }, 20);
    child.on('exit', (code) => {
      clearInterval(poll);
      resolve({ code, stderr });
    });
  });
}

describe('an interrupted ranking', () => {
  it('stops on Ctrl-C with exit 130, keeps its progress, and a rerun gives the same table', async () => {
    // More openings than above, so that the run is still going when it is interrupted.
    const more = sample(classic.answers, 200, rng(8));
    const A2 = join(dir, 'answers2.txt');
    writeFileSync(A2, `${more.join('\n')}\n`);
    const args = ['--answers', A2, '--guesses', G, '--cutoff', '720', '--quiet', '--workers', '2'];
    const out = join(dir, 'resumed.tsv');
    const r = await interruptedRank([...args, '--out', out], `${out}.progress`);
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(
      new RegExp(`interrupted: \\d+ openings kept in ${out}\\.progress; run the same command again to resume`, 'u'),
    );
    expect(existsSync(out)).toBe(false); // the table is written only at the end
    // The progress file keeps the time spent so far; the table's computed line adds the rerun's.
    const before = (JSON.parse(readFileSync(`${out}.progress`, 'utf8')) as { spent: { wallSeconds: number } }).spent;
    expect(before.wallSeconds).toBeGreaterThan(0);
    const again = await runCli('openings', 'rank', ...args, '--out', out);
    expect(again.code).toBe(0);
    const fresh = join(dir, 'fresh.tsv');
    expect((await runCli('openings', 'rank', ...args, '--out', fresh)).code).toBe(0);
    const body = (f: string): string => readFileSync(f, 'utf8').replace(/^# computed: .*$/mu, '');
    expect(body(out)).toBe(body(fresh));
    const computed =
      /^# computed: .* · (\d+) s wall, \d+ s CPU in all runs, .* · resumed with \d+ openings valued before$/mu.exec(
        readFileSync(out, 'utf8'),
      );
    expect(computed).not.toBeNull();
    expect(Number(computed![1])).toBeGreaterThanOrEqual(Math.round(before.wallSeconds));
  });
});
