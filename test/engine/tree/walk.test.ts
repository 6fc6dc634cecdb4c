import { describe, expect, it } from 'vitest';
import { parseFeedback } from '../../../src/core/feedback.js';
import { buildPatternMatrix } from '../../../src/core/matrix.js';
import { scoreGuess } from '../../../src/core/pattern.js';
import { gameConfig, guessContext } from '../../../src/strategies/context.js';
import { parseTreeText } from '../../../src/engine/tree/text.js';
import { TreeGame, treeAnswers, treePlace, treeStrategy } from '../../../src/engine/tree/walk.js';
import { createStrategy } from '../../../src/engine/game/strategies.js';
import { SMALL, SMALL_TEXT } from '../../fixtures/trees.js';
import { wordleError } from '../../helpers/errors.js';

const tree = parseTreeText(SMALL_TEXT, 'small.tree', SMALL);
const turn = (guess: string, answer: string) => ({ guess, pattern: scoreGuess(guess, answer) });

describe('treePlace and treeAnswers', () => {
  it('lists the answers under a node', () => {
    expect(treeAnswers(tree).sort()).toEqual([...SMALL.answers].sort());
  });

  it.each([
    [[], 'guess salet'],
    [[turn('salet', 'crank')], 'guess cigar'],
    [[turn('salet', 'crank'), turn('cigar', 'crank')], 'guess crank'],
    [[turn('salet', 'crank'), turn('cigar', 'crank'), turn('crank', 'crank')], 'solved'],
    [[turn('trace', 'crank')], 'off: guess 1 is "trace" but the tree plays "salet"'],
    [[{ guess: 'salet', pattern: parseFeedback('ggggg') }], 'off: the tree has no branch GGGGG after "salet"'],
  ])('follows a history (%#)', (history, expected) => {
    const p = treePlace(tree, history);
    const got = p.kind === 'guess' ? `guess ${p.node.guess}` : p.kind === 'solved' ? 'solved' : `off: ${p.reason}`;
    expect(got).toBe(expected);
  });
});

describe('treeStrategy', () => {
  const config = gameConfig(SMALL, buildPatternMatrix(SMALL.guesses, SMALL.answers));
  const strategy = treeStrategy(tree, createStrategy('entropy'));
  const pick = (history: ReturnType<typeof turn>[]) => SMALL.guesses[strategy.pick(guessContext(config, history))];

  it("plays the tree's guesses, then falls back off the tree", () => {
    expect(pick([])).toBe('salet');
    expect(pick([turn('salet', 'crank')])).toBe('cigar');
    const fallback = createStrategy('entropy');
    const off = [turn('trace', 'crank')];
    expect(pick(off)).toBe(SMALL.guesses[fallback.pick(guessContext(config, off))]);
  });
});

describe('TreeGame', () => {
  it('plays, rejects feedback the tree does not foresee, undoes and resets', () => {
    const g = new TreeGame(tree);
    expect(g.guess).toBe('salet');
    g.play(parseFeedback('bybbb'));
    expect(g.guess).toBe('cigar');
    expect(g.answers.sort()).toEqual(['cigar', 'crank']);
    const e = wordleError(() => g.play(parseFeedback('bbbbb')), 'BAD_FEEDBACK');
    expect(e.message).toMatch(/^no answer left gives BBBBB for CIGAR/);
    expect(g.history).toHaveLength(1);
    g.play(parseFeedback('ggggg'));
    expect(g.solved).toBe(true);
    expect(g.undo()).toBe(true);
    expect(g.guess).toBe('cigar');
    g.reset();
    expect(g.history).toEqual([]);
    expect(g.undo()).toBe(false);
  });
});
