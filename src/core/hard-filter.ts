import { patternDigits } from './pattern.js';
import type { Turn, Word } from './types.js';

/**
 * Letters of every word in a list, as typed arrays, for fast hard-mode filtering:
 * `letters[id * L + i]` is letter i of word id (0..25), `counts[id * 26 + c]` how often c occurs.
 */
export interface LetterTable {
  readonly length: number;
  readonly letters: Uint8Array;
  readonly counts: Uint8Array;
}

const tables = new WeakMap<readonly Word[], LetterTable>();

/** The letter table of a word list (memoized per list). */
export function letterTable(words: readonly Word[]): LetterTable {
  let t = tables.get(words);
  if (t !== undefined) return t;
  const length = words[0]?.length ?? 0;
  const letters = new Uint8Array(words.length * length);
  const counts = new Uint8Array(words.length * 26);
  words.forEach((w, id) => {
    for (let i = 0; i < length; i++) {
      const c = w.charCodeAt(i) - 97;
      letters[id * length + i] = c;
      counts[id * 26 + c]!++;
    }
  });
  t = { length, letters, counts };
  tables.set(words, t);
  return t;
}

/**
 * Keep the guess ids that obey the hard-mode rule of one turn: its greens stay in place and each
 * revealed letter is used at least as often as it was revealed (the rule of `hardModeViolation`,
 * tested equal to it). Filtering the parent's legal list by the last turn only gives the legal
 * list after the whole history, since the rule is a conjunction over turns.
 */
export function filterHardMode(table: LetterTable, ids: ArrayLike<number>, turn: Turn): Uint32Array {
  const L = table.length;
  const digits = patternDigits(turn.pattern, L);
  const greenPos: number[] = [];
  const greenLetter: number[] = [];
  const need = new Uint8Array(26);
  digits.forEach((d, i) => {
    const c = turn.guess.charCodeAt(i) - 97;
    if (d === 2) {
      greenPos.push(i);
      greenLetter.push(c);
    }
    if (d > 0) need[c]!++;
  });
  const needLetters = [...need.keys()].filter((c) => need[c]! > 0);
  const out = new Uint32Array(ids.length);
  let n = 0;
  // Hot loop: a few byte compares per guess.
  outer: for (let k = 0; k < ids.length; k++) {
    const id = ids[k]!;
    for (let j = 0; j < greenPos.length; j++) {
      if (table.letters[id * L + greenPos[j]!] !== greenLetter[j]) continue outer;
    }
    for (const c of needLetters) if (table.counts[id * 26 + c]! < need[c]!) continue outer;
    out[n++] = id;
  }
  return out.slice(0, n);
}
