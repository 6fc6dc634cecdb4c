/**
 * Pasted share text against the Analyse form's parser (issue 54): crafted headers that made the old
 * header pattern backtrack quadratically (100,000 characters took 3.6 s, 300,000 took 24.7 s, and
 * a page parsing them on every keystroke froze). `npm run bench:share`.
 *
 * For each crafted paste: the parser's time (web/src/share.ts: the first MAX_SHARE_CHARS read, a
 * header line at most 120 characters, a pattern that fails in linear time), as a ratio to parsing
 * an ordinary share text in the same run (the machine's load varies); and the old pattern on the
 * same header, cut to 1,000 and 2,000 characters (beyond that it takes seconds to minutes). The
 * bound a page needs: every paste parsed within a keystroke (16 ms) on a phone, some 4 times slower
 * than this machine: 4 ms here. Prints figures; asserts nothing.
 */
import { parseShareText } from '../web/src/share.js';

/** The header pattern before issue 54 (for the comparison only). */
const OLD = /^(?:Wordle|wordlekit(?:\s+practice)?)\s+#?([\d,.\s]+?)\s+([1-6X])\/6(\*?)/iu;

const ROWS = '\n\n⬛🟨⬛⬛⬛\n⬛🟩🟩⬛🟨\n🟩🟩🟩🟩🟩';
const ORDINARY = `Wordle 1,234 3/6${ROWS}`;

/** Median milliseconds of `f` over `runs` runs. */
function ms(f: () => unknown, runs = 9): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[runs >> 1]!;
}

const crafted: [string, (n: number) => string][] = [
  ['a digit, then spaces', (n) => `Wordle 1${' '.repeat(n)}x`],
  ['spaces', (n) => `wordlekit${' '.repeat(n)}x`],
  ['digits', (n) => `Wordle ${'1'.repeat(n)}`],
  ['digit groups', (n) => `Wordle 1${',1'.repeat(n / 2)} 3/6`],
];

// (a thousand parses: one alone is below the clock's resolution)
const reference =
  ms(() => {
    for (let i = 0; i < 1000; i++) parseShareText(ORDINARY);
  }) / 1000;
console.log(`ordinary share text: ${(reference * 1000).toFixed(1)} µs a parse (the reference)`);
const BOUND_MS = 4;
for (const [what, make] of crafted) {
  for (const n of [1_000, 10_000, 100_000, 300_000]) {
    const text = make(n) + ROWS;
    const t = ms(() => parseShareText(text));
    const within = t <= BOUND_MS ? 'within' : 'OVER';
    console.log(
      `${what}, ${n.toLocaleString('en-US')} characters: ${t.toFixed(3)} ms (${(t / reference).toFixed(0)}× the reference; ${within} ${BOUND_MS} ms)`,
    );
  }
  for (const n of [1_000, 2_000]) {
    const line = make(n);
    console.log(
      `  the old pattern on ${n.toLocaleString('en-US')} characters: ${ms(() => OLD.exec(line), 1).toFixed(1)} ms`,
    );
  }
}
