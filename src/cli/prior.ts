import { existsSync } from 'node:fs';
import { WordleError } from '../core/errors.js';
import type { WordSet } from '../core/wordlist.js';
import { parsePriorText } from '../engine/game/prior-file.js';
import { PRIORS, priorSpace, type HistoryKnown, type PriorName, type PriorSpace } from '../engine/game/prior.js';
import { readTextFile } from '../node/words.js';

/*
 * `--prior`: a named prior (PRIORS: uniform, frequency, history; a new name is one more entry there and in
 * `priorSpace`), or else a file of `WORD WEIGHT` lines (engine/game/prior-file.ts).
 */

/** What `--prior` asks for (the history prior: for the puzzle #`day`, from the days before it). */
export type PriorChoice =
  | { readonly kind: 'named'; readonly name: PriorName; readonly day?: number }
  | { readonly kind: 'file'; readonly path: string };

/**
 * `--prior VALUE`: one of the names, else a file's path (`./frequency` for a file named like a
 * prior); `day`: the puzzle the history prior is for (its numbers are under that day's prior).
 */
export function priorChoice(value: string | undefined, day?: number): PriorChoice {
  if (value === undefined) return { kind: 'named', name: 'uniform' };
  const named = PRIORS.find((p) => p === value);
  if (named === 'history' && day !== undefined) return { kind: 'named', name: named, day };
  return named !== undefined ? { kind: 'named', name: named } : { kind: 'file', path: value };
}

/** A prior file's size limit: a line per allowed word is a few hundred kB. */
const PRIOR_FILE_BYTES = 16 * 2 ** 20;

/**
 * The answers and weights of a prior choice over the `base` words (`counts`: the frequency data
 * for words of another length than five; `known`: the history and the puzzle, for the history prior).
 */
export function loadPriorSpace(
  base: WordSet,
  choice: PriorChoice,
  counts: () => ReadonlyMap<string, number> | undefined,
  known?: () => HistoryKnown,
): PriorSpace {
  if (choice.kind === 'file') {
    if (!existsSync(choice.path) && /^[a-z-]+$/u.test(choice.path)) {
      throw new WordleError(
        'BAD_OPTION',
        `--prior ${choice.path}: no such prior (${PRIORS.join(', ')}) nor file (a prior file has WORD WEIGHT lines)`,
      );
    }
    return parsePriorText(readTextFile(choice.path, '--prior', PRIOR_FILE_BYTES), base, choice.path);
  }
  return priorSpace(
    base,
    choice.name,
    choice.name === 'frequency' ? counts() : undefined,
    choice.name === 'history' ? known?.() : undefined,
  );
}

/**
 * The prior as the JSON outputs name it: `{ prior: 'frequency' }`, `{ prior: 'history', priorPuzzle: 1985 }`
 * or `{ prior: 'file', priorFile: PATH }`.
 */
export function priorJson(choice: PriorChoice): { prior: string; priorFile?: string; priorPuzzle?: number } {
  if (choice.kind === 'file') return { prior: 'file', priorFile: choice.path };
  return choice.day === undefined ? { prior: choice.name } : { prior: choice.name, priorPuzzle: choice.day };
}

/**
 * The prior in words, for the labels of proven values: "the frequency prior", "the history prior
 * for #1985", "the prior in FILE".
 */
export function priorWords(choice: PriorChoice): string {
  if (choice.kind === 'file') return `the prior in ${choice.path}`;
  return choice.day === undefined ? `the ${choice.name} prior` : `the ${choice.name} prior for #${choice.day}`;
}

/** True for the uniform prior (every answer of the list equally likely). */
export const isUniform = (choice: PriorChoice): boolean => choice.kind === 'named' && choice.name === 'uniform';

/**
 * The prior a position's numbers are under: the one chosen, or once no likely answer fits (the
 * answers widened to the accepted words that fit), word frequency.
 */
export function positionPrior(choice: PriorChoice, widened: boolean): PriorChoice {
  return widened ? { kind: 'named', name: 'frequency' } : choice;
}

/** The table options that name a position's prior: none when its answers are equally likely. */
export function priorOption(choice: PriorChoice, widened: boolean): { prior?: string } {
  const p = positionPrior(choice, widened);
  return isUniform(p) ? {} : { prior: priorWords(p) };
}
