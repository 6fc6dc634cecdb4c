/** Exit code for user mistakes (bad input, bad options). */
export const EXIT_USAGE = 2;
/** Exit code for internal failures (bugs). */
export const EXIT_FAILURE = 1;
/** Exit code when a verification finds what does not hold (CHECK_FAILED: `wordle openings verify`). */
export const EXIT_CHECK_FAILED = 1;
/** Exit code after Ctrl-C: 128 + SIGINT (2), the shell convention. */
export const EXIT_INTERRUPTED = 130;
/** Exit code after SIGTERM stopped a run gracefully: 128 + SIGTERM (15). */
export const EXIT_TERMINATED = 143;
