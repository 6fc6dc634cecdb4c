import { Command } from 'commander';
import { ADVERSARY_TIE_RULE } from '../../core/adversary.js';
import { formatFeedback } from '../../core/feedback.js';
import type { Word } from '../../core/types.js';
import type { WordSet } from '../../core/wordlist.js';
import { AbsurdleGame, type AbsurdleTurn } from '../../engine/absurdle/game.js';
import { forcedAbsurdleWin, type AbsurdleWin } from '../../engine/absurdle/solve.js';
import { chooseAnswer } from '../../engine/game/game.js';
import { loadMatrix } from '../../node/matrix-cache.js';
import { addCommonOptions, intOption, type CommonOptions } from '../context.js';
import { cacheDir, loadWords } from '../load.js';
import type { Output } from '../output.js';
import { tiles, useColor } from '../terminal/style.js';
import { lineReader } from '../terminal/line-reader.js';

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
  const words = loadWords(opts, true); // a variant: the original game's list unless --list
  const target = targetOf(words, opts, seedGiven);
  const dir = cacheDir(opts);
  const matrix = loadMatrix(words, dir === undefined ? {} : { cacheDir: dir });
  const t0 = performance.now();
  const hard = opts.hard === true;
  const win = forcedAbsurdleWin(words, matrix, {
    ...(target !== undefined ? { target } : {}),
    hard,
    maxLength: opts.maxLength,
    ...(opts.budget > 0 ? { workLimit: opts.budget } : {}),
  });
  const seconds = (performance.now() - t0) / 1000;
  if (opts.json) {
    out.json({
      guesses: win.guesses,
      length: win.guesses.length,
      ...(target !== undefined ? { target } : {}),
      mode: win.mode,
      proven: win.proven,
      lowerBound: win.lowerBound,
      steps: win.turns.map((t) => ({
        guess: t.guess,
        feedback: formatFeedback(t.pattern, words.length),
        remaining: t.remaining,
      })),
      tieRule: ADVERSARY_TIE_RULE,
      nodes: win.nodes,
      seconds: Math.round(seconds * 1000) / 1000,
    });
    return;
  }
  out.line(
    `Absurdle: ${words.answers.length} possible answers, ${words.guesses.length} allowed guesses` +
      (target !== undefined ? `; challenge: end on ${target.toUpperCase()}` : '') +
      (hard ? '; hard mode: every guess must use what was revealed' : ''),
  );
  out.line(`adversary: keeps the ${ADVERSARY_TIE_RULE}`);
  winLines(win, words, opts, seconds).forEach((l) => out.line(l));
}

/** A forced win as lines: its turns and what is proven about it (or that there is none). */
function winLines(win: AbsurdleWin, words: WordSet, opts: AbsurdleOptions, seconds: number): string[] {
  const inMode = win.mode === 'hard' ? ' in hard mode' : '';
  if (win.status !== 'found') {
    return [
      `No forcing sequence of at most ${opts.maxLength} guesses found${inMode} (none shorter than ${win.lowerBound}, proven).`,
    ];
  }
  const color = useColor(opts);
  const lines = win.turns.map((t, i) => absurdleLine(i + 1, t, words.length, color));
  const n = win.guesses.length;
  const how = `${win.nodes} positions searched, ${seconds.toFixed(1)} s`;
  if (win.proven) {
    lines.push(
      `Shortest win${inMode}: ${n} guesses, proven minimal: no ${n - 1} guesses force a win${inMode} (exhaustive search; ${how}).`,
    );
  } else {
    const lb = win.lowerBound;
    const open = lb < n - 1 ? `${lb} to ${n - 1} guesses` : `${lb} guesses`;
    lines.push(
      `Win${inMode} in ${n} guesses; not proven minimal: no win${inMode} in fewer than ${lb} (proven), ` +
        `${open} undecided within the budget (--budget; ${how}).`,
    );
  }
  return lines;
}

async function playAction(out: Output, opts: AbsurdleOptions, seedGiven: boolean): Promise<void> {
  const words = loadWords(opts, true); // a variant: the original game's list unless --list
  const target = targetOf(words, opts, seedGiven);
  const game = new AbsurdleGame(words, { ...(target !== undefined ? { target } : {}), hard: opts.hard === true });
  const tty = process.stdin.isTTY === true && process.stdout.isTTY === true;
  const color = useColor(opts);
  const reader = lineReader(tty);
  out.line(
    `wordle absurdle: no answer is fixed: every guess keeps as many words possible as it can (${words.answers.length} now)` +
      (opts.hard === true ? '; hard mode: every guess must use what was revealed' : '') +
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
      .description(
        'find a shortest sequence of guesses that forces a win (with --hard, in hard mode), proven minimal by exhaustive search',
      )
      .option('--max-length <n>', 'longest sequence to look for', intOption('--max-length'), 8)
      .option(
        '--budget <cells>',
        'challenge mode: work budget per length, in matrix cells read (0: no limit; a length cut short is undecided)',
        intOption('--budget', 0),
        DEFAULT_BUDGET,
      )
      .addHelpText(
        'after',
        '\nExamples:\n  $ wordle absurdle solve\n  $ wordle absurdle solve --json\n  $ wordle absurdle solve --hard\n  $ wordle absurdle solve --target cigar',
      )
      .action((opts: AbsurdleOptions, c: Command) =>
        solveAction(out, opts, c.getOptionValueSource('seed') !== 'default'),
      ),
  );
  return cmd;
}
