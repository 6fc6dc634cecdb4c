/**
 * The solver the worker runs: word lists loaded on demand, one pattern matrix per list built once
 * and reused, and the assistant's, the game's and the analysis's questions answered with the pure core.
 */
import { WordleError } from '../../src/core/errors.js';
import { buildPatternMatrix, type PatternMatrix } from '../../src/core/matrix.js';
import { Partitioner } from '../../src/core/partition.js';
import { allGreen } from '../../src/core/pattern.js';
import { makeWordSet, type WordSet } from '../../src/core/wordlist.js';
import type { GameConfig } from '../../src/engine/position.js';
import { Session } from '../../src/engine/session.js';
import { createStrategy, STRATEGIES } from '../../src/strategies/index.js';
import { analyzeHistory } from './analysis.js';
import { toHistory } from './history.js';
import {
  CANDIDATE_LIST_MAX,
  type ListName,
  type PositionReport,
  type Request,
  type Results,
  type SolverOptions,
  type TurnData,
} from './protocol.js';

/** A word list with its matrix: built once per list, then reused for every position. */
interface ListContext {
  readonly words: WordSet;
  readonly matrix: PatternMatrix;
  readonly partitioner: Partitioner;
}

/**
 * Load a built-in list's module on demand, so the page only downloads the list in use. Same
 * construction as `builtinWordSet` (src/data/lists.ts); the browser tests compare the two.
 */
async function loadList(name: ListName): Promise<WordSet> {
  const src = name === 'nyt' ? await import('../../src/data/nyt.js') : await import('../../src/data/classic.js');
  return makeWordSet(src.answers.split(' '), src.extraGuesses.split(' '));
}

/** Answers every request kind; one instance lives in the worker. */
export class Solver {
  private readonly lists = new Map<ListName, Promise<ListContext>>();

  /** The list's words and matrix, loading and building them the first time. */
  context(name: ListName): Promise<ListContext> {
    let ctx = this.lists.get(name);
    if (ctx === undefined) {
      ctx = loadList(name).then((words) => {
        const matrix = buildPatternMatrix(words.guesses, words.answers);
        return { words, matrix, partitioner: new Partitioner(matrix) };
      });
      this.lists.set(name, ctx);
    }
    return ctx;
  }

  /** The game configuration for these options. */
  async config(options: SolverOptions): Promise<GameConfig> {
    if (options.list !== 'classic' && options.list !== 'nyt') {
      throw new WordleError('BAD_OPTION', `unknown word list "${String(options.list)}"`);
    }
    const { words, matrix, partitioner } = await this.context(options.list);
    return { words, matrix, partitioner, hard: options.hard, pool: 'all' };
  }

  /** Dispatch one request. */
  async handle(req: Request): Promise<Results[Request['kind']]> {
    switch (req.kind) {
      case 'info':
        return {
          strategies: STRATEGIES.map((s) => ({ name: s.name, summary: s.summary })),
          priors: ['uniform'],
          trees: false,
        };
      case 'suggest':
        return this.suggest(req.options, req.history, req.top);
      case 'validate': {
        const { words } = await this.context(req.list);
        return { valid: words.index.has(req.word) };
      }
      case 'answer': {
        const { words } = await this.context(req.list);
        const n = words.answers.length;
        return { word: words.answers[((req.game % n) + n) % n] ?? '', count: n };
      }
      case 'analyze': {
        const config = await this.config(req.options);
        return analyzeHistory(config, createStrategy(req.options.strategy), toHistory(req.history));
      }
    }
  }

  /** Candidates and ranked suggestions after a history (the same numbers as `wordle suggest`). */
  async suggest(options: SolverOptions, turns: readonly TurnData[], top: number): Promise<PositionReport> {
    const t0 = performance.now();
    const config = await this.config(options);
    const strategy = createStrategy(options.strategy);
    const session = new Session(config, strategy);
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
      treeGuess: null,
      ms: performance.now() - t0,
    };
  }
}
