/**
 * Every way user input can be wrong, or a run cannot go on. The CLI maps any of these to one line on
 * stderr and exit code 2 (INTERRUPTED: 130). BAD_ARGUMENT: a library function got a value of the
 * wrong type or range. TOO_LARGE: an input or a computation exceeds a limit (the message names it
 * and how to raise it). The job queue's own: QUEUE_UNAVAILABLE (the Redis server cannot be reached
 * or refuses jobs), QUEUE_BUSY (another coordinator or another run holds the queue), JOB_FAILED (a
 * worker refused a job, a job failed on every attempt, or a result does not check out).
 * CHECK_FAILED: a verification found values that do not hold (`wordle openings verify`: exit code 1).
 * FETCH_FAILED: data asked of a server (the NYT's daily puzzle) did not come, or came in another shape.
 */
export type WordleErrorCode =
  | 'BAD_WORD'
  | 'BAD_WORD_LIST'
  | 'BAD_FEEDBACK'
  | 'BAD_HISTORY'
  | 'NO_CANDIDATES'
  | 'HARD_MODE'
  | 'UNKNOWN_STRATEGY'
  | 'BAD_OPTION'
  | 'BAD_TREE'
  | 'BAD_FILE'
  | 'BAD_ARGUMENT'
  | 'TOO_LARGE'
  | 'MISSING_PACKAGE'
  | 'QUEUE_UNAVAILABLE'
  | 'QUEUE_BUSY'
  | 'JOB_FAILED'
  | 'CHECK_FAILED'
  | 'FETCH_FAILED'
  | 'INTERRUPTED';

/** The one error type the core throws for bad input. `code` is stable; `message` is for people. */
export class WordleError extends Error {
  override readonly name = 'WordleError';
  constructor(
    readonly code: WordleErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** True for errors the core raised on purpose (user mistakes), false for bugs. */
export function isWordleError(e: unknown): e is WordleError {
  return e instanceof WordleError;
}
