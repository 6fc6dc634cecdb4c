/**
 * The commands that answer a question or a game's turns (not a table, a bench, a proof, a queue's
 * jobs): those whose whole process is a person's wait. The heap's settings (heap.ts) and the code
 * cache (node/code-cache.ts: one file for them, another for the rest) tell them apart.
 */
export const QUESTION_COMMANDS: ReadonlySet<string> = new Set([
  'assist',
  'suggest',
  'filter',
  'score',
  'play',
  'analyze',
  'letters',
]);

/**
 * Whether this process runs one of the `QUESTION_COMMANDS` (its first argument names the command),
 * to answer it: `wordle suggest --help` only prints the command's help.
 */
export function runsQuestion(argv: readonly string[] = process.argv): boolean {
  return QUESTION_COMMANDS.has(argv[2] ?? '') && !argv.includes('--help') && !argv.includes('-h');
}
