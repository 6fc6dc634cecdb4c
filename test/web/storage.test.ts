import { describe, expect, it } from 'vitest';

// Hostile localStorage: whatever another script, an old version or a user left under our keys, the
// web app reads it as absent (defaults), never trusts it and never crashes. The modules are
// loaded by a computed path so that the Node type check does not pull in the DOM's types.

interface StatsModule {
  EMPTY_STATS: unknown;
  STATS_KEY: string;
  parseStats(text: string | null): unknown;
  loadStats(storage: unknown): unknown;
  saveStats(storage: unknown, stats: unknown): void;
}
interface PrefsModule {
  DEFAULT_PREFS: unknown;
  loadPrefs(storage: unknown): unknown;
}
interface OpeningModule {
  parseReport(text: string | null): unknown;
}

const load = async <T>(path: string): Promise<T> => (await import(/* @vite-ignore */ path)) as T;
const stats = await load<StatsModule>('../../web/src/stats.ts');
const prefs = await load<PrefsModule>('../../web/src/prefs.ts');
const opening = await load<OpeningModule>('../../web/src/opening-cache.ts');

/** A Storage holding one value, or throwing on every access (blocked storage). */
function storage(value: string | null, throws = false) {
  const fail = () => {
    throw new Error('SecurityError: storage is disabled');
  };
  return {
    getItem: () => (throws ? fail() : value),
    setItem: () => (throws ? fail() : undefined),
  };
}

const good = { v: 1, played: 3, wins: 2, streak: 1, maxStreak: 2, distribution: [0, 1, 1, 0, 0, 0], last: 'classic:5' };
const statsJson = (patch: Record<string, unknown>) => JSON.stringify({ ...good, ...patch });

describe('web storage (hostile data)', () => {
  it('reads well-formed statistics', () => {
    expect(stats.parseStats(JSON.stringify(good))).toEqual({
      played: 3,
      wins: 2,
      streak: 1,
      maxStreak: 2,
      distribution: [0, 1, 1, 0, 0, 0],
      last: 'classic:5',
    });
  });

  it.each<[string, string | null]>([
    ['not JSON', '{played: 3'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an old version', statsJson({ v: 0 })],
    ['a negative count', statsJson({ played: -1 })],
    ['a fractional count', statsJson({ wins: 1.5 })],
    ['NaN smuggled as a string', statsJson({ played: 'NaN' })],
    ['more wins than games', statsJson({ wins: 9 })],
    ['a distribution summing past the wins', statsJson({ distribution: [0, 0, 0, 0, 0, 99] })],
    ['a streak above its maximum', statsJson({ streak: 5 })],
    ['a maximum streak above the games played', statsJson({ streak: 4, maxStreak: 4, played: 3 })],
    ['a distribution of seven', statsJson({ distribution: [0, 0, 0, 0, 0, 0, 0] })],
    ['a megabyte game key', statsJson({ last: 'x'.repeat(1 << 20) })],
    ['a prototype-polluting object', '{"__proto__":{"played":1},"v":1}'],
    ['JSON nested 100,000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ])('statistics: %s count as absent', (_name, text) => {
    expect(stats.parseStats(text)).toBe(stats.EMPTY_STATS);
    expect(stats.loadStats(storage(text))).toBe(stats.EMPTY_STATS);
    expect(({} as Record<string, unknown>)['played']).toBeUndefined(); // nothing polluted
  });

  it('blocked storage: statistics are empty and saving is skipped silently', () => {
    expect(stats.loadStats(storage(null, true))).toBe(stats.EMPTY_STATS);
    expect(() => stats.saveStats(storage(null, true), stats.EMPTY_STATS)).not.toThrow();
  });

  it.each<[string, string | null]>([
    ['not JSON', '{theme'],
    ['an unknown theme', '{"theme":"<script>","contrast":"yes"}'],
    ['an array', '["dark"]'],
  ])('preferences: %s give the defaults', (_name, text) => {
    expect(prefs.loadPrefs(storage(text))).toEqual(prefs.DEFAULT_PREFS);
    expect(prefs.loadPrefs(storage(text, true))).toEqual(prefs.DEFAULT_PREFS);
  });

  const suggestion = { word: 'soare', entropy: 5.88, expectedSize: 62.3, worstCase: 183, isCandidate: false };
  const report = { remaining: 2315, candidates: null, suggestions: [suggestion], tree: null, ms: 12 };
  it.each<[string, unknown]>([
    ['a negative count', { ...report, remaining: -1 }],
    ['a fractional worst case', { ...report, suggestions: [{ ...suggestion, worstCase: 1.5 }] }],
    ['markup as a word', { ...report, suggestions: [{ ...suggestion, word: '<img src=x>' }] }],
    ['100,000 suggestions', { ...report, suggestions: Array.from({ length: 100_000 }, () => suggestion) }],
    ['Infinity as entropy', { ...report, suggestions: [{ ...suggestion, entropy: 'Infinity' }] }],
    // The optimal strategy's chance to win (issue 33): never more won than there is.
    ['more won than there is', { ...report, suggestions: [{ ...suggestion, won: 12, weight: 11, winChance: 1 }] }],
    ['a chance above 1', { ...report, suggestions: [{ ...suggestion, won: 8, weight: 11, winChance: 1.5 }] }],
    ['an unknown bound', { ...report, suggestions: [{ ...suggestion, proven: false, bound: '<b>' }] }],
  ])('the remembered opening: %s is ignored', (_name, value) => {
    expect(opening.parseReport(JSON.stringify(value))).toBe(null);
  });

  it('the remembered opening: a well-formed report is read', () => {
    expect(opening.parseReport(JSON.stringify(report))).toEqual(report);
    const exact = { ...suggestion, expectedGuesses: 3.42, proven: true, winChance: 1, won: 2315, weight: 2315 };
    const withExact = { ...report, suggestions: [exact] };
    expect(opening.parseReport(JSON.stringify(withExact))).toEqual(withExact);
  });
});
