import { deflateRawSync } from 'node:zlib';
import type { Word } from '../core/types.js';
import { expectObject, expectString, expectWordSet } from '../core/validate.js';
import type { WordSet } from '../core/wordlist.js';
import {
  formatWinsProgress,
  readWinsProgress,
  type BitmapCodec,
  type WinsEntry,
  type WinsProgressMeta,
} from '../engine/openings/wins-progress.js';
import { inflateRawCapped } from './inflate.js';
import { ProgressFile } from './progress-file.js';

/**
 * Lists of guesses as bitmaps over the guess ids, deflated, in base64 (a class's list of some
 * thousands of guesses in a few hundred bytes). Read back, a bitmap is inflated no further than a
 * bitmap's size (a forged one could hold a deflate bomb), and one with a bit past the last guess
 * is refused.
 */
export function bitmapCodec(words: WordSet): BitmapCodec {
  expectWordSet(words, 'bitmapCodec');
  const n = words.guesses.length;
  const size = Math.ceil(n / 8);
  return {
    encode(list: readonly Word[]): string {
      const bits = new Uint8Array(size);
      for (const w of list) {
        const g = words.index.get(w)!;
        bits[g >> 3]! |= 1 << (g & 7);
      }
      return deflateRawSync(bits, { level: 9 }).toString('base64');
    },
    decode(text: unknown): Word[] | undefined {
      if (typeof text !== 'string') return undefined;
      const bits = inflateRawCapped(Buffer.from(text, 'base64'), size);
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

/** The progress file of `openings wins` (engine/openings/wins-progress.ts). */
export class WinsProgressFile extends ProgressFile<WinsEntry> {
  constructor(path: string, meta: WinsProgressMeta, words: WordSet) {
    expectString(path, 'WinsProgressFile', 'path');
    expectObject(meta, 'WinsProgressFile', 'meta');
    expectWordSet(words, 'WinsProgressFile');
    const codec = bitmapCodec(words);
    super(path, {
      read: (text, source) => readWinsProgress(text, source, words, meta, codec),
      format: (entries, spent) => formatWinsProgress(meta, entries, spent, codec),
      key: (e) => e.word,
    });
  }
}
