import { Command } from 'commander';
import { WordleError } from '../core/errors.js';
import { escapeControls } from '../core/quote.js';
import { packageInfo } from '../node/package-info.js';
import type { CommandMaker } from './commands.js';
import type { Output } from './output.js';

// The commander program (main.ts imports it when the command line is not one of its fast paths).

/**
 * The commands a command line needs: the one it names, none for the version (commands.ts not even
 * loaded), else all (help, a typo). Each command is loaded on demand: a run imports only the
 * command it runs (a command's module pulls in the word lists, the matrix, the search…).
 */
async function commandsFor(argv: readonly string[] | undefined): Promise<readonly CommandMaker[]> {
  const name = argv?.[2];
  if (argv?.length === 3 && (name === '--version' || name === '-V')) return [];
  const { COMMANDS } = await import('./commands.js');
  const one = COMMANDS.filter(([n]) => n === name);
  return Promise.all((one.length === 1 ? one : COMMANDS).map(([, load]) => load()));
}

/**
 * The `wordle` program. Given the command line, only the command it names is registered (none for
 * `--version`; every command for help or an unknown name); without it, every command.
 */
export async function buildProgram(out: Output, argv?: readonly string[]): Promise<Command> {
  const { name, version } = packageInfo();
  const program = new Command('wordle')
    .description(`${name} ${version}: Wordle solver with exact feedback, strategies, optimal trees and an assistant`)
    .version(version)
    .addHelpText(
      'after',
      '\nExamples:\n  $ wordle assist\n  $ wordle suggest soare=ygbbb\n  $ wordle solve focus\n  $ wordle score crane sweet\n  $ wordle openings show crane',
    );
  for (const make of await commandsFor(argv)) program.addCommand(make(out));
  // Commander's own messages (unknown option, bad choice: `error: …`) go through `out` as one line
  // each; the help it prints on stderr (a command with subcommands named without one: `wordle
  // history`, exit 2) keeps its lines, as --help prints them.
  const configure = (c: Command): void => {
    c.exitOverride().configureOutput({
      writeOut: (s) => out.line(s.trimEnd()),
      // One line: commander's suggestion ("Did you mean --boards?") joins the message.
      writeErr: (s) =>
        !s.startsWith('error:')
          ? out.error(s.trimEnd())
          : out.error(
              escapeControls(
                s
                  .trimEnd()
                  .replace(/^error: /u, 'wordle: ')
                  .replace(/\s*\n\s*/gu, ' '),
              ),
            ),
    });
    c.commands.forEach(configure);
  };
  configure(program);
  program.hook('preAction', (_program, action) => checkBoardsSupported(action));
  return program;
}

/** The commands that play several boards at once (`--boards N`). */
const BOARDS_COMMANDS = new Set(['assist', 'suggest', 'filter', 'solve', 'bench', 'play', 'analyze', 'optimal']);

/**
 * `--boards` given to a command without a multi-board version: one clear line instead of a wrong run
 * (its default, one board, is what every command plays).
 */
function checkBoardsSupported(action: Command): void {
  const topLevel = action.parent?.name() === 'wordle';
  if (topLevel && BOARDS_COMMANDS.has(action.name())) return;
  const source = action.getOptionValueSource('boards');
  if (source === undefined || source === 'default') return;
  const path =
    action.parent && action.parent.name() !== 'wordle' ? `${action.parent.name()} ${action.name()}` : action.name();
  throw new WordleError(
    'BAD_OPTION',
    `--boards is not supported by "wordle ${path}": it plays one board (multi-board: ${[...BOARDS_COMMANDS].join(', ')})`,
  );
}
