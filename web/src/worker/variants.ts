/** The Variants screen's questions: hints for several boards, and Absurdle's shortest forced win. */
import { createStrategy, gameConfig, Session, type GameConfig, type Word } from 'wordlekit';
import { allCandidates, asPattern } from 'wordlekit/core';
import { DEFAULT_BOARDS_STRATEGY, reviewBoardsGame, solveAbsurdle } from 'wordlekit/variants';
import {
  lengthList,
  type AbsurdleSolution,
  type BoardsTurnData,
  type Results,
  type VariantLength,
} from '../protocol.js';
import type { Resources } from './resources.js';

/** Answers the variants' requests; one instance lives in the worker. */
export class Variants {
  constructor(private readonly resources: Resources) {}

  private async config(length: VariantLength): Promise<GameConfig> {
    const { words, matrix } = await this.resources.list(lengthList(length));
    return gameConfig(words, matrix);
  }

  /** The multi-board assistant's suggestions after these turns (`wordle suggest --boards`). */
  async hint(
    length: VariantLength,
    boards: number,
    turns: readonly BoardsTurnData[],
    top: number,
  ): Promise<Results['boards-hint']> {
    const strategy = createStrategy(DEFAULT_BOARDS_STRATEGY, { boards });
    // The guesses allowed: the game's own, the boards plus five.
    const session = new Session(await this.config(length), strategy, { boards });
    for (const t of turns)
      session.play({ guess: t.guess, patterns: t.patterns.map((p) => (p === null ? null : asPattern(p))) });
    const remaining = session.solvedBoards.map((s, b) => (s ? 0 : session.boardCandidates(b).length));
    // Proven values where the exact search finishes within its budget, else the heuristic figures.
    const hints = session.suggestions(top).map((s) => ({
      word: s.word,
      entropy: s.entropy,
      expectedSize: s.expectedSize,
      solves: s.solves ?? [],
      ...(s.proven === true && s.winChance !== undefined && s.expectedGuesses !== undefined
        ? { proven: { winChance: s.winChance, expectedGuesses: s.expectedGuesses } }
        : {}),
    }));
    return { remaining, hints };
  }

  /** The review of a finished game on several boards, with the default advice (`wordle analyze --boards`). */
  async review(
    length: VariantLength,
    answers: readonly string[],
    guesses: readonly string[],
  ): Promise<Results['boards-review']> {
    const config = await this.config(length);
    return reviewBoardsGame(
      config,
      createStrategy(DEFAULT_BOARDS_STRATEGY, { boards: answers.length }),
      answers as readonly Word[],
      guesses,
    );
  }

  /** The shortest sequence of guesses that forces an Absurdle win, and whether it is proven shortest. */
  async absurdle(length: VariantLength): Promise<AbsurdleSolution> {
    const c = await this.config(length);
    const t0 = performance.now();
    const r = solveAbsurdle(c.matrix, allCandidates(c.words), { workLimit: 2_000_000_000 });
    const guesses = r.guesses.map((g) => c.words.guesses[g]!);
    return {
      guesses,
      proven: r.status === 'found' && r.lowerBound === guesses.length,
      seconds: (performance.now() - t0) / 1000,
    };
  }
}
