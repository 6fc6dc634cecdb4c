import type { Candidates } from '../../core/filter.js';
import { allGreen } from '../../core/pattern.js';
import type { Turn } from '../../core/types.js';
import { matrixBuilt } from '../../core/sub-matrix.js';
import type { GameConfig } from '../../strategies/context.js';
import { nextPlace, placeConfig, startPlace, type Place, type PlaceRules } from './place.js';

/** A position of one board: the game it is played over (widened or not) and where it stands. */
interface Frame {
  readonly config: GameConfig;
  readonly place: Place;
}

/**
 * One board of a session: the turns that scored on it (until it is solved) and where it stands
 * after each, read as `nextPlace` reads a history (the answers widen where the rules say). A turn
 * that does not fit throws and changes nothing.
 */
export class BoardState {
  private turns: Turn[] = [];
  private frames: Frame[];

  constructor(
    private readonly rules: PlaceRules,
    base: GameConfig,
  ) {
    this.frames = [{ config: base, place: startPlace(rules) }];
  }

  private get top(): Frame {
    return this.frames[this.frames.length - 1]!;
  }

  /** The turns that scored on this board, oldest first. */
  get history(): readonly Turn[] {
    return this.turns;
  }

  /** The game the board is played over: the base one, or its widening once no likely answer fits. */
  get config(): GameConfig {
    return this.top.config;
  }

  /** True once no answer of the list fitted and the answers widened to the accepted words that fit. */
  get widened(): boolean {
    return this.top.config !== this.frames[0]!.config;
  }

  /** Where the board stands: the words it is played over, the answers left, the turn it widened after. */
  get place(): Place {
    return this.top.place;
  }

  /** True once its last turn was all green. */
  get solved(): boolean {
    const last = this.turns[this.turns.length - 1];
    return last !== undefined && last.pattern === allGreen(last.guess.length);
  }

  /** Play a turn on this board (HARD_MODE or NO_CANDIDATES leave it unchanged). */
  play(turn: Turn): Candidates {
    const { config, place } = this.top;
    // The answers left come from the guess's row over them: the whole matrix only when already made.
    const next = nextPlace(this.rules, place, this.turns, turn, matrixBuilt(config.matrix) ? config.matrix : undefined);
    const frame: Frame = {
      config: next.words === place.words ? config : placeConfig(this.frames[0]!.config, next),
      place: next,
    };
    this.turns.push(turn);
    this.frames.push(frame);
    return next.candidates;
  }

  /** Take back its last turn; false when there is none. */
  undo(): boolean {
    if (this.turns.length === 0) return false;
    this.turns.pop();
    this.frames.pop();
    return true;
  }

  /** Start over. */
  reset(): void {
    this.turns = [];
    this.frames = [this.frames[0]!];
  }
}
