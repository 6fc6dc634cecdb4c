import { Command } from 'commander';
import { formatFeedback } from '../../core/feedback.js';
import { scoreGuess } from '../../core/pattern.js';
import { WordleError } from '../../core/errors.js';
import { quote } from '../../core/quote.js';
import { addCommonOptions, type CommonOptions } from '../context.js';
import { tiles, useColor } from '../terminal/style.js';
import type { Output } from '../output.js';

/** `wordle score GUESS ANSWER`: the feedback Wordle would give. */
export function scoreCommand(out: Output): Command {
  return addCommonOptions(new Command('score'))
    .description('show the feedback a guess gets against an answer (any two words of equal length)')
    .argument('<guess>', 'the guessed word')
    .argument('<answer>', 'the answer')
    .addHelpText('after', '\nExamples:\n  $ wordle score crane sweet\n  $ wordle score speed abide --json')
    .action((guessArg: string, answerArg: string, opts: CommonOptions) => {
      const guess = guessArg.toLowerCase();
      const answer = answerArg.toLowerCase();
      for (const [w, what] of [
        [guess, 'guess'],
        [answer, 'answer'],
      ] as const) {
        if (!/^[a-z]+$/u.test(w)) throw new WordleError('BAD_WORD', `${what} ${quote(w)} must be letters a-z`);
      }
      const p = scoreGuess(guess, answer);
      const L = guess.length;
      if (opts.json) {
        out.json({
          guess,
          answer,
          pattern: p,
          letters: formatFeedback(p, L),
          digits: formatFeedback(p, L, 'digits'),
          emoji: formatFeedback(p, L, 'emoji'),
        });
        return;
      }
      const color = useColor(opts);
      out.line(`${tiles(guess, p, color)}  ${formatFeedback(p, L, 'emoji')}  ${formatFeedback(p, L)}`);
    });
}
