/**
 * The player's state in the URL and in this browser's storage (issue 51): every screen keeps its
 * part when another is shown, a bare visit restores the player's own game, a link shows its own
 * position, and whatever the storage holds (foreign, corrupted, from another day) reads back safely.
 * Practice games are numbered apart from the NYT's puzzles and drawn from their number as a seed.
 */
import { describe, expect, it } from 'vitest';
// (the package's own entry: the web modules import it, so its types are theirs)
import { builtinWordSet, chooseAnswer } from 'wordlekit';
import {
  decodeState,
  DEFAULT_STATE,
  encodeState,
  solverOptions,
  stateFor,
  todayNumber,
  withList,
  type AppState,
} from '../../web/src/url-state.js';

// The modules that touch the browser's storage are loaded by a computed path, so that the Node type
// check does not pull in the DOM's types (as test/web/storage.test.ts does).
interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
const load = async <T>(path: string): Promise<T> => (await import(/* @vite-ignore */ path)) as T;
const { loadSaved, saveState } = await load<{
  loadSaved(store: Store): AppState;
  saveState(store: Store, s: AppState): void;
}>('../../web/src/saved-state.ts');
const { makeStore } = await load<{ makeStore(storage: Store | null): Store }>('../../web/src/storage.ts');
const { drawPractice, keyPuzzle, PRACTICE_FIRST, practiceAnswer, puzzleKey } = await load<{
  drawPractice(avoid?: (n: number) => boolean): number;
  keyPuzzle(key: string): unknown;
  PRACTICE_FIRST: number;
  practiceAnswer(words: unknown, n: number): string;
  puzzleKey(p: unknown, list: string): string;
}>('../../web/src/puzzle.ts');

/** A Storage in memory. */
function memory(): Store & { clear(): void; readonly length: number } {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, String(v)),
  };
}

const crane = { guess: 'crane', pattern: 0 };
const game: AppState = {
  ...DEFAULT_STATE,
  options: { list: 'classic', hard: true, strategy: 'entropy', prior: 'uniform' },
  history: [crane],
  review: [{ guess: 'soare', pattern: 242 }],
  game: 123456,
};

describe('the state in the URL', () => {
  it("keeps every screen's part when another screen is shown, and a bare link restores them", () => {
    const help = stateFor('#mode=help&list=classic&hard=1&strategy=entropy', game, true);
    expect(help).toEqual({ ...game, mode: 'help' });
    // the header's link back to the assistant carries its turns
    expect(stateFor(encodeState({ ...help, mode: 'assist' }), help, true)).toEqual({ ...game, mode: 'assist' });
    // a bare address (a new tab, a bookmark) is the player's own game
    expect(stateFor('', game, false)).toEqual({ ...game, mode: 'assist' });
    expect(stateFor('#mode=play', game, false)).toEqual({ ...game, mode: 'play' });
  });

  it("shows a link's position and options, the other screens' parts kept", () => {
    const link = stateFor('#mode=assist&h=tarse.bybyy', game, false);
    expect(link.history).toEqual([{ guess: 'tarse', pattern: decodeState('#h=tarse.bybyy').history[0]!.pattern }]);
    expect(link.options).toEqual(DEFAULT_STATE.options); // today's NYT list, the history prior
    expect([link.review, link.game]).toEqual([game.review, game.game]);
    // an entry the app wrote says all of its screen: Back to a board with no turns is an empty board
    expect(stateFor('#mode=assist&list=classic&hard=1&strategy=entropy', game, true).history).toEqual([]);
  });

  it('plays the NYT game under the history prior by default, for the puzzle of the day', () => {
    expect(decodeState('').options).toEqual({ list: 'nyt', hard: false, strategy: 'optimal', prior: 'history' });
    expect(decodeState('#list=classic').options.prior).toBe('uniform');
    expect(decodeState('#list=classic&prior=history').options.prior).toBe('uniform'); // not offered there
    expect(encodeState(DEFAULT_STATE)).toBe('#mode=assist');
    expect(solverOptions(DEFAULT_STATE).day).toBeLessThanOrEqual(todayNumber());
    expect(solverOptions({ ...DEFAULT_STATE, day: 1490 }).day).toBe(1490);
    expect(decodeState('#day=1490').day).toBe(1490);
    expect(decodeState('#day=999999').day).toBeNull(); // a day to come is today's (no date past the numbering's)
    expect(withList(DEFAULT_STATE.options, 'classic')).toMatchObject({ prior: 'uniform', strategy: 'optimal' });
    expect(withList({ ...DEFAULT_STATE.options, prior: 'frequency' }, 'classic').prior).toBe('frequency');
  });
});

describe("the state in this browser's storage", () => {
  it('reads back what was saved, and the URL it writes says the same', () => {
    const store = makeStore(memory());
    saveState(store, { ...game, mode: 'variants' });
    const back = loadSaved(store);
    expect(back).toEqual({ ...game, mode: 'assist' });
    expect(encodeState({ ...back, mode: 'play' })).toBe(encodeState({ ...game, mode: 'play' }));
  });

  it.each([
    ['not JSON', '{v:1'],
    ['another version', JSON.stringify({ v: 9, today: 1, links: { assist: '#mode=assist&h=crane.bbbbb' } })],
    ['foreign links', JSON.stringify({ v: 1, today: 1, links: { assist: '#h=zzz.qq&list=evil&day=-4', x: 3 } })],
    ['a number', '42'],
  ])('falls back safely on %s', (_, text) => {
    const storage = memory();
    storage.setItem('wordlekit:state', text);
    const s = loadSaved(makeStore(storage));
    expect(s.history).toEqual([]);
    expect(s.options).toEqual(DEFAULT_STATE.options);
  });

  it("drops yesterday's NYT puzzle of the day, never a practice game", () => {
    const storage = memory();
    const today = todayNumber();
    const saved = (links: Record<string, string>, on: number) =>
      storage.setItem('wordlekit:state', JSON.stringify({ v: 1, today: on, links }));
    saved({ play: `#mode=play&nyt=${today - 1}` }, today - 1);
    expect(loadSaved(makeStore(storage)).nyt).toBeNull();
    saved({ play: `#mode=play&nyt=${today - 1}` }, today);
    expect(loadSaved(makeStore(storage)).nyt).toBe(today - 1);
    saved({ play: '#mode=play&game=123456' }, today - 3);
    expect(loadSaved(makeStore(storage)).game).toBe(123456);
  });
});

describe('practice games', () => {
  const words = builtinWordSet('nyt');

  it("are drawn at random with six digits, never an NYT puzzle's number", () => {
    const drawn = Array.from({ length: 50 }, () => drawPractice());
    for (const n of drawn) expect(n).toBeGreaterThanOrEqual(PRACTICE_FIRST);
    for (const n of drawn) expect(n).toBeLessThan(1_000_000);
    expect(new Set(drawn).size).toBeGreaterThan(45);
    expect(drawPractice((n) => n % 2 === 0) % 2).toBe(1);
  });

  it('take their answer from their number as a seed, as `wordle play --seed N` does: replayed by a link, the next one unguessable', () => {
    expect(practiceAnswer(words, 123456)).toBe(chooseAnswer(words, { kind: 'seed', seed: 123456 }));
    // consecutive numbers are not consecutive answers (the old practice days walked the list in order)
    const ids = Array.from({ length: 8 }, (_, i) => words.answers.indexOf(practiceAnswer(words, 100_000 + i)));
    expect(ids.some((id, i) => i > 0 && id !== ids[i - 1]! + 1)).toBe(true);
    // an earlier version's games (below 100000) keep their answer: the list's order
    expect(practiceAnswer(words, 3)).toBe(words.answers[3]);
  });

  it('are kept apart from the NYT puzzles in the record of games', () => {
    expect(puzzleKey({ kind: 'practice', number: 123456 }, 'nyt')).toBe('nyt:123456');
    expect(puzzleKey({ kind: 'nyt', day: 1490 }, 'classic')).toBe('nytday:1490');
    expect(keyPuzzle('nytday:1490')).toEqual({ puzzle: { kind: 'nyt', day: 1490 }, list: 'nyt' });
    expect(keyPuzzle('classic:123456')).toEqual({ puzzle: { kind: 'practice', number: 123456 }, list: 'classic' });
    expect(keyPuzzle('evil:1')).toBeNull();
  });
});
