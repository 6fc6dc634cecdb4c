import { WordleError } from '../../core/errors.js';
import { checkHardMode } from '../../core/hardmode.js';
import type { History } from '../../core/types.js';
import type { GameConfig } from '../../strategies/context.js';
import { configRules, namingTurn, nextPlace, placeConfig, startPlace, type Place } from '../game/place.js';
import type { Widening } from '../game/widen.js';

/** One turn of a history as the session reads it: where the game stood before it, and over which words. */
export interface ReplayedTurn {
  /** The place before the turn. */
  readonly place: Place;
  /** The game `place` is played over: the config itself, or once widened the accepted words that fit. */
  readonly game: GameConfig;
  /** No likely answer fitted after this turn: from the next one, the answers are the accepted words that fit. */
  readonly widens: boolean;
}

/**
 * Every turn of a history with the place before it, read as the session reads it (`nextPlace`,
 * widening with `widening`), each turn checked before any grading starts. Throws what `nextPlace`
 * throws, naming the turn: HARD_MODE in a hard-mode game for a guess the turns before forbid (a
 * hard-mode game cannot have played it, and grading it against the legal guesses would not mean
 * anything), NO_CANDIDATES when nothing fits, BAD_WORD for a guess outside the list.
 */
export function replayGame(config: GameConfig, history: History, widening: Widening | undefined): ReplayedTurn[] {
  const rules = configRules(config, widening ?? false);
  let place = startPlace(rules);
  let game = config;
  const turns: ReplayedTurn[] = [];
  history.forEach((t, i) => {
    const broken = config.hard ? checkHardMode(history.slice(0, i), t.guess) : null;
    if (broken !== null) {
      throw new WordleError(
        'HARD_MODE',
        `turn ${i + 1} (${t.guess.toUpperCase()}) breaks hard mode: ${broken}; a hard-mode game cannot play it (review the game without hard mode)`,
      );
    }
    let next: Place;
    try {
      next = nextPlace(rules, place, history.slice(0, i), t, game.matrix);
    } catch (e) {
      throw namingTurn(e, i, t);
    }
    const widens = next.widenedAt !== place.widenedAt;
    turns.push({ place, game, widens });
    if (widens) game = placeConfig(config, next);
    place = next;
  });
  return turns;
}
