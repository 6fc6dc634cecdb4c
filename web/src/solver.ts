/**
 * The solver the worker runs: it answers the assistant's, the game's and the analysis's questions
 * with the pure core, on word lists and matrices built once (see resources.ts).
 */
import { WordleError } from '../../src/core/errors.js';
import { allGreen } from '../../src/core/pattern.js';
import type { Tree } from '../../src/core/types.js';
import { analyzeGame } from '../../src/engine/analyze.js';
import type { GameConfig } from '../../src/engine/position.js';
import { Session } from '../../src/engine/session.js';
import { treePlace } from '../../src/engine/tree-walk.js';
import { createStrategy, STRATEGIES } from '../../src/strategies/index.js';
import { toHistory } from './history.js';
import {
  CANDIDATE_LIST_MAX,
  type GameReview,
  type PositionReport,
  type Request,
  type Results,
  type SolverOptions,
  type TurnData,
} from './protocol.js';
import { Resources } from './resources.js';

/** How many recent positions the worker remembers (undo and option toggles are then instant). */
const MEMO_SIZE = 64;

/** Answers every request kind; one instance lives in the worker. */
export class Solver {
  readonly resources = new Resources();
  private readonly memo = new Map<string, Promise<PositionReport>>();

  /** The game configuration for these options. */
  async config(options: SolverOptions): Promise<GameConfig> {
    if (options.list !== 'classic' && options.list !== 'nyt') {
      throw new WordleError('BAD_OPTION', `unknown word list "${String(options.list)}"`);
    }
    const { words, matrix, partitioner } = await this.resources.list(options.list);
    const weights = options.prior === 'frequency' ? await this.resources.prior(options.list) : undefined;
    return { words, matrix, partitioner, hard: options.hard, pool: 'all', ...(weights ? { weights } : {}) };
  }

  /** Dispatch one request. */
  async handle(req: Request): Promise<Results[Request['kind']]> {
    switch (req.kind) {
      case 'info':
        return {
          strategies: STRATEGIES.map((s) => ({ name: s.name, summary: s.summary })),
          priors: ['uniform', 'frequency'],
          trees: this.resources.hasTrees(),
        };
      case 'suggest':
        return this.suggest(req.options, req.history, req.top, req.tree);
      case 'validate': {
        const { words } = await this.resources.list(req.list);
        return { valid: words.index.has(req.word) };
      }
      case 'answer': {
        const { words } = await this.resources.list(req.list);
        const n = words.answers.length;
        return { word: words.answers[((req.game % n) + n) % n] ?? '', count: n };
      }
      case 'analyze':
        return this.analyze(req.options, req.history);
    }
  }

  /** `suggest`, remembered: the same position asked twice is computed once. */
  suggest(options: SolverOptions, turns: readonly TurnData[], top: number, tree: boolean): Promise<PositionReport> {
    const key = JSON.stringify([options, turns, top, tree]);
    let r = this.memo.get(key);
    if (r === undefined) {
      r = this.compute(options, turns, top, tree);
      r.catch(() => this.memo.delete(key));
      if (this.memo.size >= MEMO_SIZE) this.memo.delete(this.memo.keys().next().value as string);
      this.memo.set(key, r);
    }
    return r;
  }

  /** Candidates and ranked suggestions after a history: the same numbers as `wordle suggest`. */
  private async compute(
    options: SolverOptions,
    turns: readonly TurnData[],
    top: number,
    tree: boolean,
  ): Promise<PositionReport> {
    const config = await this.config(options);
    const optimal = tree ? await this.resources.tree(options.list, options.hard) : null;
    const t0 = performance.now();
    const session = new Session(config, createStrategy(options.strategy));
    for (const turn of toHistory(turns)) {
      if (!config.words.index.has(turn.guess)) {
        throw new WordleError('BAD_WORD', `${turn.guess.toUpperCase()} is not in the word list`);
      }
      session.play(turn);
    }
    const words = session.candidateWords;
    const last = turns[turns.length - 1];
    const solved = last !== undefined && last.pattern === allGreen(config.words.length);
    return {
      remaining: words.length,
      candidates: words.length <= CANDIDATE_LIST_MAX ? words : null,
      suggestions: solved ? [] : session.suggestions(top),
      treeGuess: optimal === null || solved ? null : treeGuess(optimal, turns),
      ms: performance.now() - t0,
    };
  }

  /** The CLI's per-turn review (skill, luck, bits) of a history. */
  private async analyze(options: SolverOptions, turns: readonly TurnData[]): Promise<GameReview> {
    const config = await this.config(options);
    const a = analyzeGame(config, toHistory(turns), createStrategy(options.strategy));
    return {
      turns: a.turns.map((t) => ({
        guess: t.guess,
        pattern: t.pattern,
        before: t.before,
        after: t.after,
        expectedBits: t.expectedBits,
        bestGuess: t.best.guess,
        bestBits: t.best.expectedBits,
        actualBits: t.actualBits,
        skill: t.skill,
        luck: t.luck,
      })),
      skill: a.summary.skill,
      luck: a.summary.luck,
      actualBits: a.summary.actualBits,
      expectedBits: a.summary.expectedBits,
    };
  }
}

/** The tree's guess after these turns, or null when the history has left the tree. */
function treeGuess(tree: Tree, turns: readonly TurnData[]): string | null {
  const place = treePlace(tree, toHistory(turns));
  return place.kind === 'guess' ? place.node.guess : null;
}
