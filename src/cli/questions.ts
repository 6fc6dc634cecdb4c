/**
 * The commands that answer a question or a game's turns (not a table, a bench, a proof, a queue's
 * jobs): those whose whole process is a person's wait. The heap's settings (heap.ts) and the code
 * cache (node/code-cache.ts: a file for each of them, one for the rest) tell them apart.
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

/**
 * The code cache file a run uses (`ScriptScope.cacheName`): each question command its own, since the
 * data keeps the functions the run that wrote it compiled (a first `wordle score` would otherwise
 * leave `wordle suggest` a cache without the search's); undefined (the script's own file) for the rest.
 */
export function codeCacheName(argv: readonly string[] = process.argv): string | undefined {
  return runsQuestion(argv) ? argv[2] : undefined;
}
