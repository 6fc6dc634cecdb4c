/** The Variants screen's worker: word lists of every length, multi-board hints and Absurdle, off the main thread. */
import { buildPatternMatrix, type PatternMatrix, type WordSet, gameConfig, type GameConfig } from 'wordlekit';
import { allCandidates, asPattern, loadBuiltinWordSet } from 'wordlekit/core';
import {
  replayAbsurdle,
  defaultMaxGuesses,
  seededAnswers,
  BoardsSession,
  solveAbsurdle,
  createBoardsStrategy,
  DEFAULT_BOARDS_STRATEGY,
} from 'wordlekit/variants';
import type { VariantLength, VariantsEnvelope, VariantsReply, VariantsRequest, VariantsResults } from './protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;

const lists = new Map<VariantLength, Promise<WordSet>>();
const configs = new Map<VariantLength, Promise<GameConfig & { matrix: PatternMatrix }>>();
const list = (length: VariantLength): Promise<WordSet> => {
  let p = lists.get(length);
  if (p === undefined) lists.set(length, (p = loadBuiltinWordSet(length === 5 ? 'classic' : `en${length}`)));
  return p;
};
/** The list with its pattern matrix, built once per length (for hints and the Absurdle solver). */
const config = (length: VariantLength) => {
  let p = configs.get(length);
  if (p === undefined) {
    p = list(length).then((words) => gameConfig(words, buildPatternMatrix(words.guesses, words.answers)));
    configs.set(length, p);
  }
  return p;
};

async function handle(req: VariantsRequest): Promise<VariantsResults[VariantsRequest['kind']]> {
  switch (req.kind) {
    case 'answers':
      return { answers: seededAnswers(await list(req.length), req.boards, req.seed) };
    case 'validate':
      return { valid: (await list(req.length)).index.has(req.word) };
    case 'hint': {
      const c = await config(req.length);
      const session = new BoardsSession(
        c,
        createBoardsStrategy(DEFAULT_BOARDS_STRATEGY),
        req.boards,
        defaultMaxGuesses(req.boards),
      );
      for (const t of req.turns)
        session.play({ guess: t.guess, patterns: t.patterns.map((p) => (p === null ? null : asPattern(p))) });
      const remaining = session.solved.map((s, b) => (s ? 0 : session.candidates(b).length));
      const hints = session.suggestions(req.top).map((s) => ({
        word: s.word,
        entropy: s.entropy,
        expectedSize: s.expectedSize,
        solves: s.solves,
      }));
      return { remaining, hints };
    }
    case 'absurdle': {
      const words = await list(req.length);
      const turns = replayAbsurdle(words, req.guesses);
      const kept = turns.at(-1)?.move.kept ?? allCandidates(words);
      return {
        turns: turns.map((t) => ({
          guess: t.guess,
          pattern: t.pattern,
          remaining: t.remaining,
          groups: t.move.groups.length,
        })),
        left: kept.length,
        words: kept.length <= 20 ? Array.from(kept, (a) => words.answers[a]!) : [],
        targetPossible: req.target !== undefined && Array.from(kept).some((a) => words.answers[a] === req.target),
      };
    }
    case 'absurdle-solve': {
      const c = await config(req.length);
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
}

scope.onmessage = async (event: MessageEvent<VariantsEnvelope>) => {
  const { id, ...req } = event.data;
  let reply: VariantsReply;
  try {
    reply = { id, ok: true, result: await handle(req) };
  } catch (e) {
    reply = { id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  scope.postMessage(reply);
};
