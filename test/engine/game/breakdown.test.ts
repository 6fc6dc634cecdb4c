import { describe, expect, it } from 'vitest';
import { parseFeedback } from '../../../src/core/feedback.js';
import { parseHistory } from '../../../src/core/history.js';
import { allCandidates } from '../../../src/core/filter.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import { builtinWordSet } from '../../../src/data/lists.js';
import { explainGuess } from '../../../src/engine/game/breakdown.js';
import { Session } from '../../../src/engine/game/session.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { priorSpace } from '../../../src/engine/game/prior.js';
import { gameConfig } from '../../../src/strategies/context.js';
import { wordleError } from '../../helpers/errors.js';

const words = builtinWordSet('classic');
const matrix = buildPatternMatrix(words.guesses, words.answers);
const entropy = createStrategy('entropy');

describe('explainGuess: how a guess splits the answers left', () => {
  const session = new Session(gameConfig(words, matrix), entropy);

  it('splits every answer once, by the feedback scoreGuess gives it', () => {
    const b = explainGuess(session, 'SOARE');
    expect(b.guess).toBe('soare');
    expect(b.remaining).toBe(2315);
    expect(b.outcomes.reduce((s, o) => s + o.count, 0)).toBe(2315);
    expect(b.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    for (const o of b.outcomes) {
      for (const a of o.answers) expect(scoreGuess('soare', words.answers[a]!)).toBe(o.pattern);
    }
    expect(b.worstCase).toBe(b.outcomes[0]!.count);
    // Most answers first.
    for (let i = 1; i < b.outcomes.length; i++)
      expect(b.outcomes[i - 1]!.count).toBeGreaterThanOrEqual(b.outcomes[i]!.count);
  });

  it('SOARE = YGBBB leaves 15 answers on the classic list (the published example), listed as words', () => {
    const b = explainGuess(session, 'soare');
    const o = b.outcomes.find((x) => x.pattern === parseFeedback('ygbbb'))!;
    expect(o.count).toBe(15);
    expect(o.words).toHaveLength(15);
    expect(o.words).toContain('focus');
    expect(explainGuess(session, 'soare', { maxWords: 10 }).outcomes.find((x) => x.count === 15)?.words).toBeNull();
  });

  it('gives an answer its chance to win, and a word outside the answers none', () => {
    expect(explainGuess(session, 'crane').winChance).toBeCloseTo(1 / 2315, 15);
    expect(explainGuess(session, 'soare').winChance).toBe(0);
  });

  it('says why hard mode forbids a guess, only in hard mode', () => {
    const hard = new Session(gameConfig(words, matrix, { hard: true }), entropy);
    const easy = new Session(gameConfig(words, matrix), entropy);
    for (const t of parseHistory(['soare=ygbbb'], 5)) {
      hard.play(t);
      easy.play(t);
    }
    expect(explainGuess(hard, 'crane').hardModeViolation).toMatch(/O/u);
    expect(explainGuess(hard, 'focus').hardModeViolation).toBeNull();
    expect(explainGuess(easy, 'crane').hardModeViolation).toBeNull();
    expect(explainGuess(hard, 'focus').remaining).toBe(15);
  });

  it('refuses a word outside the list', () => {
    wordleError(() => explainGuess(session, 'zzzzz'), 'BAD_WORD');
  });
});

describe('explainGuess on a plain position: no matrix needed', () => {
  it('gives what the session gives, at the opening and later, with the frequency prior too', () => {
    const { words: all, weights } = priorSpace(words, 'frequency');
    const weighted = new Session(gameConfig(all, buildPatternMatrix(all.guesses, all.answers), { weights }), entropy);
    const uniform = new Session(gameConfig(words, matrix), entropy);
    for (const s of [uniform, weighted]) {
      for (const history of [[], parseHistory(['soare=ygbbb'], 5)]) {
        for (const t of history) s.play(t);
        const plain = {
          words: s.config.words,
          candidates: s.candidates,
          history: s.history,
          hard: false,
          ...(s.config.weights ? { weights: s.config.weights } : {}),
        };
        for (const guess of ['soare', 'thumb', 'focus'])
          expect(explainGuess(plain, guess)).toEqual(explainGuess(s, guess));
      }
    }
  });

  it('refuses a position that is not one', () => {
    wordleError(
      () => explainGuess({ words, candidates: 'x', history: [], hard: false } as never, 'soare'),
      'BAD_ARGUMENT',
    );
    wordleError(
      () =>
        explainGuess(
          { words, candidates: allCandidates(words), history: [], hard: false, weights: new Float64Array(3) },
          'soare',
        ),
      'BAD_ARGUMENT',
    );
  });
});
