import { Command } from 'commander';
import { ADVERSARY_TIE_RULE } from '../../core/adversary.js';
import { formatFeedback } from '../../core/feedback.js';
import { allCandidates } from '../../core/filter.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { AbsurdleGame, replayAbsurdle, type AbsurdleTurn } from '../../engine/absurdle/game.js';
import { chooseAnswer } from '../../engine/game/game.js';
import { loadMatrix } from '../../node/matrix-cache.js';
import { solveAbsurdle } from '../../search/absurdle.js';
import { addCommonOptions, cacheDir, intOption, loadWords, type CommonOptions } from '../context.js';
import type { Output } from '../output.js';
import { tiles, useColor } from '../style.js';
import { lineReader } from './play.js';

interface AbsurdleOptions extends CommonOptions {
  target?: string;
  challenge?: boolean;
  budget: number;
  maxLength: number;
}

/** Default work budget per length of the challenge search: about 5 s on a laptop core. */
const DEFAULT_BUDGET = 500_000_000;

/** The challenge target: --target WORD, or a seeded random answer with --challenge. */
function targetOf(words: WordSet, opts: AbsurdleOptions, seedGiven: boolean): Word | undefined {
  if (opts.target !== undefined) return chooseAnswer(words, { kind: 'word', word: opts.target });
  if (opts.challenge !== true) return undefined;
  return chooseAnswer(words, { kind: 'seed', seed: seedGiven ? opts.seed : Math.floor(Math.random() * 2 ** 31) });
}

/** One turn as a line: `2. YAULD  ⬛⬛⬛⬛⬛  15 words left (largest of 40 groups)`. */
export function absurdleLine(i: number, t: AbsurdleTurn, length: number, color: boolean): string {
  const left =
    t.pattern === 3 ** length - 1
      ? 'won'
      : `${t.remaining} ${t.remaining === 1 ? 'word' : 'words'} left (largest of ${t.move.groups.length} groups)`;
  return `${i}. ${tiles(t.guess, t.pattern, color)}  ${formatFeedback(t.pattern, length, 'emoji')}  ${left}`;
}

function solveAction(out: Output, opts: AbsurdleOptions, seedGiven: boolean): void {
  const words = loadWords(opts);
  const target = targetOf(words, opts, seedGiven);
  const dir = cacheDir(opts);
  const matrix = loadMatrix(words, dir === undefined ? {} : { cacheDir: dir });
  const t0 = performance.now();
  const result = solveAbsurdle(matrix, allCandidates(words), {
    ...(target !== undefined ? { target: words.index.get(target)! } : {}),
    maxLength: opts.maxLength,
    ...(target !== undefined && opts.budget > 0 ? { workLimit: opts.budget } : {}),
  });
  const seconds = (performance.now() - t0) / 1000;
  const guesses = result.guesses.map((g) => words.guesses[g] as Word);
  const proven = result.status === 'found' && result.lowerBound === guesses.length;
  const turns = replayAbsurdle(words, guesses, matrix); // the adversary's own answers, replayed
  if (opts.json) {
    out.json({
      guesses,
      length: guesses.length,
      ...(target !== undefined ? { target } : {}),
      proven,
      lowerBound: result.lowerBound,
      steps: turns.map((t) => ({
        guess: t.guess,
        feedback: formatFeedback(t.pattern, words.length),
        remaining: t.remaining,
      })),
      tieRule: ADVERSARY_TIE_RULE,
      nodes: result.nodes,
      seconds: Math.round(seconds * 1000) / 1000,
    });
    return;
  }
  out.line(
    `Absurdle: ${words.answers.length} possible answers, ${words.guesses.length} allowed guesses` +
      (target !== undefined ? `; challenge: end on ${target.toUpperCase()}` : ''),
  );
  out.line(`adversary: keeps the ${ADVERSARY_TIE_RULE}`);
  if (result.status !== 'found') {
    out.line(
      `No forcing sequence of at most ${opts.maxLength} guesses found (none shorter than ${result.lowerBound}, proven).`,
    );
    return;
  }
  const color = useColor(opts);
  turns.forEach((t, i) => out.line(absurdleLine(i + 1, t, words.length, color)));
  const n = guesses.length;
  const how = `${result.nodes} positions searched, ${seconds.toFixed(1)} s`;
  if (proven) {
    out.line(
      `Shortest win: ${n} guesses, proven minimal: no ${n - 1} guesses force a win (exhaustive search; ${how}).`,
    );
  } else {
    const lb = result.lowerBound;
    const open = lb < n - 1 ? `${lb} to ${n - 1} guesses` : `${lb} guesses`;
    out.line(
      `Win in ${n} guesses; not proven minimal: no win in fewer than ${lb} (proven), ` +
        `${open} undecided within the budget (--budget; ${how}).`,
    );
  }
}

async function playAction(out: Output, opts: AbsurdleOptions, seedGiven: boolean): Promise<void> {
  const words = loadWords(opts);
  const target = targetOf(words, opts, seedGiven);
  const game = new AbsurdleGame(words, target === undefined ? {} : { target });
  const tty = process.stdin.isTTY === true && process.stdout.isTTY === true;
  const color = useColor(opts);
  const reader = lineReader(tty);
  out.line(
    `wordle absurdle: no answer is fixed: every guess keeps as many words possible as it can (${words.answers.length} now)` +
      (target !== undefined ? `; challenge: make it end on ${target.toUpperCase()}` : '') +
      (tty ? '' : '; one guess per line'),
  );
  try {
    while (game.status === 'playing') {
      const line = await reader.next(`guess ${game.history.length + 1}> `);
      if (line === null || ['quit', ':q'].includes(line.trim())) {
        const left = game.candidates.length;
        out.line(
          `game abandoned after ${game.history.length} guesses: ${left} ${left === 1 ? 'word' : 'words'} still possible`,
        );
        return;
      }
      if (line.trim() === '') continue;
      const r = game.guess(line);
      if (r.kind === 'rejected') out.line(`invalid: ${r.message}`);
      else out.line(absurdleLine(game.history.length, r.turn, words.length, color));
    }
    const n = game.history.length;
    if (game.status === 'won') out.line(`won in ${n}`);
    else out.line(`lost: ${target!.toUpperCase()} was ruled out on guess ${n}`);
  } finally {
    reader.close();
  }
}

/** `wordle absurdle play|solve`: Wordle against an adversary, and its shortest forced win. */
export function absurdleCommand(out: Output): Command {
  const cmd = new Command('absurdle').description(
    'Absurdle: Wordle against an adversary that keeps the most words possible; play it or solve it',
  );
  const common = (c: Command) =>
    addCommonOptions(c)
      .option('--target <word>', 'challenge mode: make the adversary end on this answer')
      .option('--challenge', 'challenge mode with a random target (reproducible with --seed)');
  cmd.addCommand(
    common(new Command('play'))
      .description('play Absurdle in the terminal, or through piped lines (one guess per line)')
      .addHelpText(
        'after',
        `\nadversary: keeps the ${ADVERSARY_TIE_RULE}\n\nExamples:\n  $ wordle absurdle play\n  $ printf 'arise\\nyauld\\ntench\\nmotto\\n' | wordle absurdle play\n  $ wordle absurdle play --target cigar`,
      )
      .action(async (opts: AbsurdleOptions, c: Command) =>
        playAction(out, opts, c.getOptionValueSource('seed') !== 'default'),
      ),
  );
  cmd.addCommand(
    common(new Command('solve'))
      .description('find a shortest sequence of guesses that forces a win, proven minimal by exhaustive search')
      .option('--max-length <n>', 'longest sequence to look for', intOption('--max-length'), 8)
      .option(
        '--budget <cells>',
        'challenge mode: work budget per length, in matrix cells read (0: no limit; a length cut short is undecided)',
        intOption('--budget', 0),
        DEFAULT_BUDGET,
      )
      .addHelpText(
        'after',
        '\nExamples:\n  $ wordle absurdle solve\n  $ wordle absurdle solve --json\n  $ wordle absurdle solve --target cigar',
      )
      .action((opts: AbsurdleOptions, c: Command) =>
        solveAction(out, opts, c.getOptionValueSource('seed') !== 'default'),
      ),
  );
  return cmd;
}
