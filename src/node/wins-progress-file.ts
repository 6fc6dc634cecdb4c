import { deflateRawSync } from 'node:zlib';
import { quote } from '../core/quote.js';
import type { Word } from '../core/types.js';
import { expectObject, expectOptionsOf, expectString, expectWordSet, RULES } from '../core/validate.js';
import type { WordSet } from '../core/wordlist.js';
import { formatProgress, readProgress, seconds } from '../engine/openings/progress.js';
import { isOpeningSource } from '../engine/openings/source.js';
import type { WinsEntry } from '../engine/openings/wins.js';
import { probesFromJson, probesToJson } from '../search/wins-all/json.js';
import { inflateRawCapped } from './inflate.js';
import { ProgressFile } from './progress-file.js';

/*
 * The progress of `wordle openings wins`, kept next to its output so that a rerun resumes: per
 * opening its verdict, or the budget it was tried with and where its probes stopped (so that a try
 * with a larger budget goes on from there), and where it was decided (`source`, as in a table).
 * The frame is every progress file's (engine/openings/progress.ts), with a digest of the entries:
 * a file changed or damaged is refused, naming it. The probes' lists of guesses are bitmaps over
 * the guess ids, deflated, in base64 (some thousands of guesses in a few hundred bytes); read back,
 * a bitmap is inflated no further than a bitmap's size (a forged one could hold a deflate bomb),
 * and one with a bit past the last guess is refused.
 */

/** Lists of guesses as bitmaps and back (undefined: not a bitmap of these lists). */
function bitmaps(words: WordSet): { encode(list: readonly Word[]): string; decode(text: unknown): Word[] | undefined } {
  const n = words.guesses.length;
  const size = Math.ceil(n / 8);
  return {
    encode(list) {
      const bits = new Uint8Array(size);
      for (const w of list) {
        const g = words.index.get(w)!;
        bits[g >> 3]! |= 1 << (g & 7);
      }
      return deflateRawSync(bits, { level: 9 }).toString('base64');
    },
    decode(text) {
      const bits = typeof text === 'string' ? inflateRawCapped(Buffer.from(text, 'base64'), size) : undefined;
      if (bits?.length !== size) return undefined;
      const out: Word[] = [];
      for (let g = 0; g < size * 8; g++) {
        if (((bits[g >> 3]! >> (g & 7)) & 1) === 0) continue;
        if (g >= n) return undefined;
        out.push(words.guesses[g]!);
      }
      return out;
    },
  };
}

/** The progress file of `openings wins` for these lists and rules (one for others is refused). */
export class WinsProgressFile extends ProgressFile<WinsEntry> {
  constructor(path: string, words: WordSet, rules: { readonly hard: boolean; readonly maxGuesses: number }) {
    expectString(path, 'WinsProgressFile', 'path');
    expectWordSet(words, 'WinsProgressFile');
    expectObject(rules, 'WinsProgressFile', 'rules');
    expectOptionsOf(rules, 'WinsProgressFile', { hard: 'boolean', maxGuesses: RULES.maxGuesses }, 'rules');
    const { hard, maxGuesses } = rules;
    const meta = { format: 'wordle-wins-progress', version: 1, lists: words.checksum, hard, maxGuesses };
    const codec = bitmaps(words);
    super(path, {
      read: (text, source) =>
        readProgress(
          text,
          source,
          meta,
          true,
          (r, fail) => entryOf(r, words, codec.decode, fail),
          (e) => e.word,
        ),
      format: (entries, spent) => {
        const rows = entries.map(({ probes, ...e }) =>
          probes.length > 0 ? { ...e, probes: probesToJson(probes, codec.encode) } : e,
        );
        return formatProgress(meta, rows, spent, true);
      },
      key: (e) => e.word,
    });
  }
}

/** One entry, checked (`fail` names the line). */
function entryOf(
  r: unknown,
  words: WordSet,
  decode: (text: unknown) => Word[] | undefined,
  fail: (why: string) => never,
): WinsEntry {
  if (typeof r !== 'object' || r === null) return fail('not an entry');
  const { word, wins, budget, seconds: s, source, probes } = r as Record<string, unknown>;
  if (typeof word !== 'string' || !words.index.has(word))
    return fail(`${quote(String(word), 20)} is not an allowed guess`);
  if (wins !== true && wins !== false && wins !== null) fail(`${word}: wins is not true, false or null`);
  if (!seconds(budget) || !seconds(s)) return fail(`${word}: bad budget or seconds`);
  if (!isOpeningSource(source)) return fail(`${word}: bad source ${quote(String(source), 20)}`);
  const bad = (why: string): never => fail(`${word}'s probes: ${why}`);
  const list = (l: unknown, pattern: number): Word[] => decode(l) ?? bad(`bad guess bitmap in class ${pattern}`);
  const checked = probes === undefined ? [] : probesFromJson(probes, words, bad, list);
  return { word, wins: wins as boolean | null, budget, seconds: s, probes: checked, source };
}
