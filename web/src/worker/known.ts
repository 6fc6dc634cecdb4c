/**
 * What the worker knows in advance (web/data/second/, computed by web/scripts/gen-data.ts and
 * checked by test/web/data.test.ts; loaded by second-files.ts): the optimal strategy's second turn after the common openers,
 * each feedback's best next guesses with their exact totals. (The openings are the page's.)
 */
import type { History, KnownValues, WordSet } from 'wordlekit';
import { formatFeedback, type Pattern } from 'wordlekit';
import type { SolverOptions } from '../protocol.js';
import { secondFile } from './second-files.js';

/**
 * The optimal strategy's ten best guesses after `opener` got `pattern` (with their totals: further
 * guesses over the answers left, the next included, proven; under the history prior of `day`
 * weighted sums, with the answers' weight), or null when the app has no such data for this list,
 * mode, opener and prior.
 */
export async function knownSecondTurn(
  words: WordSet,
  list: string,
  hard: boolean,
  opener: string,
  pattern: Pattern,
  day?: number,
): Promise<{ remaining: number; weight?: number; ranked: readonly [string, number][] } | null> {
  const load = secondFile(list, hard, opener, day);
  if (load === undefined) return null;
  const data = await load();
  if (data.checksum !== words.checksum || data.maxGuesses !== 6 || data.opener !== opener) return null;
  if (data.prior?.day !== day) return null;
  return data.positions[formatFeedback(pattern, words.length)] ?? null;
}

/**
 * The optimal strategy's `known` option for the position after `history`: the app's proven second
 * turn, loaded here (the strategy reads it synchronously), when the history is one common opener on
 * its list with equal weights, or the history prior's opening under the prior of the day after the
 * shipped history (the strategy also checks the answers' weight); none otherwise (the search then
 * proves what is asked).
 */
export async function knownAfter(
  options: SolverOptions,
  words: WordSet,
  history: History,
): Promise<{ known?: KnownValues }> {
  const turn = history[0];
  if (options.prior === 'frequency' || history.length !== 1 || turn === undefined) return {};
  const day = options.prior === 'history' ? options.day : undefined;
  if (options.prior === 'history' && day === undefined) return {};
  const data = await knownSecondTurn(words, options.list, options.hard, turn.guess, turn.pattern, day);
  if (data === null) return {};
  return {
    known: (h) => (h.length === 1 && h[0]!.guess === turn.guess && h[0]!.pattern === turn.pattern ? data : null),
  };
}
