import { Command, Option } from 'commander';
import { letterOrder, letterStats, type LetterStats } from '../../core/letters.js';
import { lettersChart, preparePlot, renderPlot, textBars } from '../../node/plot.js';
import { addCommonOptions, inputFiles, type CommonOptions } from '../context.js';
import { loadWords } from '../load.js';
import { num, round, table } from '../format.js';
import type { Output } from '../output.js';
import { checkOutputs } from '../outputs.js';

/** Options of `wordle letters`. */
interface LettersOptions extends CommonOptions {
  of: 'answers' | 'allowed';
  plot?: string;
}

/** The order of English text in general (Linotype's ETAOIN SHRDLU), for comparison. */
export const ENGLISH_ORDER = 'ETAOINSHRDLU';

/** The table: letter, occurrences, share, words containing it, then counts per position. */
export function lettersTable(stats: LetterStats): string {
  const header = ['letter', 'count', 'share', 'words'];
  for (let p = 1; p <= stats.length; p++) header.push(`pos ${p}`);
  const rows = stats.letters
    .filter((l) => l.count > 0)
    .map((l) => [
      l.letter.toUpperCase(),
      String(l.count),
      `${num(100 * l.share, 1)}%`,
      String(l.words),
      ...l.byPosition.map(String),
    ]);
  return table(header, rows);
}

/** The JSON shape of letter statistics (documented in the README). */
export function lettersJson(stats: LetterStats, of: string): Record<string, unknown> {
  return {
    of,
    words: stats.words,
    length: stats.length,
    order: letterOrder(stats, 26),
    letters: stats.letters.map((l) => ({ ...l, share: round(l.share, 6) })),
    byPosition: stats.positions.map((p) => p.map((x) => x.letter).join('')),
  };
}

/** `wordle letters`: letter frequencies of the answers, overall and by position. */
export function lettersCommand(out: Output): Command {
  return addCommonOptions(new Command('letters'))
    .description('letter frequencies of the answer list, overall and by position')
    .addOption(
      new Option('--of <words>', 'count the answers or every allowed word')
        .choices(['answers', 'allowed'])
        .default('answers'),
    )
    .option('--plot <file>', 'also draw the letter-frequency bars (.svg or .png)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ wordle letters\n  $ wordle letters --plot letters.png\n  $ wordle letters --of allowed --json',
    )
    .action(async (opts: LettersOptions) => {
      const inputs = inputFiles(opts);
      if (opts.plot !== undefined) {
        await preparePlot(opts.plot); // fail before any work
        checkOutputs([{ path: opts.plot, what: '--plot' }], inputs);
      }
      const words = loadWords(opts);
      const stats = letterStats(opts.of === 'answers' ? words.answers : words.guesses);
      const what = opts.of === 'answers' ? 'answers' : 'allowed words';
      if (opts.plot !== undefined)
        await renderPlot(lettersChart(stats, `Letter frequency in the ${stats.words} ${what}`), opts.plot, {
          inputs,
          what: '--plot',
        });
      if (opts.json) {
        out.json(lettersJson(stats, opts.of));
        return;
      }
      const order = letterOrder(stats, 26); // "EAROT LISNCU" is the first 11, grouped as published
      out.line(`${stats.words} ${what}, ${stats.words * stats.length} letters`);
      out.line(
        `most frequent first: ${order.slice(0, 5)} ${order.slice(5, 11)} ${order.slice(11)} (English text: ${ENGLISH_ORDER.slice(0, 6)} ${ENGLISH_ORDER.slice(6)})`,
      );
      out.line(
        `by position: ${stats.positions
          .map(
            (p, i) =>
              `${i + 1} ${p
                .slice(0, 5)
                .map((x) => x.letter.toUpperCase())
                .join('')}`,
          )
          .join(' · ')}`,
      );
      out.line();
      out.line(lettersTable(stats));
      out.line();
      out.line(
        textBars(
          stats.letters.filter((l) => l.count > 0).map((l) => ({ label: l.letter.toUpperCase(), value: l.count })),
        ),
      );
      if (opts.plot !== undefined) out.line(`\nplot written to ${opts.plot}`);
    });
}
