import { describe, expect, it } from 'vitest';
import { tidyUp } from '../../src/cli/openings-rank.js';
import { WordleError } from '../../src/core/errors.js';
import { capturedOutput } from './run.js';

// Once a run's result is written, what comes after (the checkpoint's last save, removing the
// progress file, emptying the queue) loses nothing the user asked for if it fails (a full disk,
// Redis gone): a warning, and the run still succeeds. Before the result, the failure is the run's.

const full = (): never => {
  throw new WordleError('BAD_FILE', 'cannot write cp.json: ENOSPC: no space left on device');
};

describe('the tidying up of `openings rank`, after the table is written', () => {
  it('a progress file that cannot be removed, or a queue that cannot be emptied, are warnings', async () => {
    const out = capturedOutput();
    await tidyUp({ remove: () => full() }, { finish: () => Promise.reject(new Error('Connection is closed.')) }, out);
    expect(out.errors).toEqual([
      'wordle: warning: cannot write cp.json: ENOSPC: no space left on device; the table is complete',
      "wordle: warning: the queue's jobs were not deleted (Connection is closed.); the table is complete",
    ]);
  });
});
