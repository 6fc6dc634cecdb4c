import type { BenchStats } from '../engine/tree/bench.js';
import { boardGameName } from '../engine/game/rules.js';
import { num, round, table } from './format.js';

/** A bar of `width` cells for a share in 0..1, in eighths (█ ▉ ▊ ▋ ▌ ▍ ▎ ▏). */
export function bar(share: number, width: number): string {
  const eighths = Math.round(Math.max(0, Math.min(1, share)) * width * 8);
  const partial = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'][eighths % 8] ?? '';
  return '█'.repeat(Math.floor(eighths / 8)) + partial;
}

/** One strategy's histogram with bars, like the write-ups show, then its totals. */
export function benchText(s: BenchStats, barWidth = 40): string {
  const from = s.boards ?? 1; // no game of N boards takes fewer than N guesses
  const counts = s.histogram.slice(from);
  const peak = Math.max(1, s.failed, ...counts);
  const pct = (n: number) => `${num(s.answers ? (100 * n) / s.answers : 0, 1)}%`;
  const rows = counts.map((n, i) => [String(from + i), String(n), pct(n), bar(n / peak, barWidth)]);
  rows.push([`>${s.maxGuesses}`, String(s.failed), pct(s.failed), bar(s.failed / peak, barWidth)]);
  const unit = s.boards === undefined ? 'answers' : 'games';
  const tuples = s.boards === undefined ? '' : ` of ${boardGameName(s.boards)} (${s.boards} boards, seed ${s.seed})`;
  const head = `${s.strategy} (first guess ${s.first.toUpperCase()}): ${s.answers} ${unit}${tuples} in ${num(s.ms / 1000, 2)} s`;
  const weighted = s.weightedAverage === undefined ? '' : `, weighted average ${num(s.weightedAverage, 4)}`;
  const foot =
    `total ${s.total}, average ${num(s.average, 4)}${weighted}, max ${s.max}, ` +
    `solved within ${s.maxGuesses}: ${num(s.solvedPct, 2)}%`;
  return [head, table(['guesses', unit, 'share', ''], rows, [3]), foot].join('\n');
}

/** The comparison table of several strategies (plain text), best average first as given. */
export function benchSummary(list: readonly BenchStats[]): string {
  return table(
    ['strategy', 'first', 'total', 'average', 'max', 'failed', 'solved %', 'time s'],
    list.map((s) => [
      s.strategy,
      s.first,
      String(s.total),
      num(s.average, 4),
      String(s.max),
      String(s.failed),
      num(s.solvedPct, 2),
      num(s.ms / 1000, 2),
    ]),
    [0, 1],
  );
}

/** A paste-ready Markdown table: one row per strategy, the histogram in columns. */
export function benchMarkdown(list: readonly BenchStats[]): string {
  const max = list[0]?.maxGuesses ?? 6;
  const cols = Array.from({ length: max }, (_, i) => String(i + 1));
  const header = ['strategy', 'first', ...cols, `>${max}`, 'total', 'average', 'max', `solved ≤${max}`, 'time'];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, i) => (i < 2 ? ' --- ' : ' ---: ')).join('|')}|`];
  for (const s of list) {
    const cells = [
      `\`${s.strategy}\``,
      s.first.toUpperCase(),
      ...s.histogram.slice(1).map(String),
      String(s.failed),
      String(s.total),
      num(s.average, 4),
      String(s.max),
      `${num(s.solvedPct, 2)}%`,
      `${num(s.ms / 1000, 2)} s`,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The JSON shape of one result (stable, documented in the README). */
export function benchJson(s: BenchStats): Record<string, unknown> {
  return {
    strategy: s.strategy,
    first: s.first,
    answers: s.answers,
    maxGuesses: s.maxGuesses,
    ...(s.boards === undefined ? {} : { boards: s.boards, seed: s.seed }),
    histogram: Object.fromEntries(s.histogram.slice(s.boards ?? 1).map((n, i) => [String(i + (s.boards ?? 1)), n])),
    failed: s.failed,
    total: s.total,
    average: round(s.average, 6),
    ...(s.weightedAverage !== undefined ? { weightedAverage: round(s.weightedAverage, 6) } : {}),
    max: s.max,
    solvedPct: round(s.solvedPct, 4),
    seconds: round(s.ms / 1000, 3),
  };
}
