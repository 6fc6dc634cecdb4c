import { describe, expect, it } from 'vitest';
import { saveCheckpoint } from '../../src/cli/optimal-modes.js';
import { WordleError } from '../../src/core/errors.js';
import { capturedOutput } from './run.js';

// Once a run's result is written, what comes after (the checkpoint's last save, removing the
// progress file, emptying the queue) loses nothing the user asked for if it fails (a full disk,
// Redis gone): a warning, and the run still succeeds. Before the result, the failure is the run's.

const full = (): never => {
  throw new WordleError('BAD_FILE', 'cannot write cp.json: ENOSPC: no space left on device');
};

describe('the checkpoint of `optimal --first`, after the result is written', () => {
  it('a checkpoint that cannot be saved is a warning', () => {
    const out = capturedOutput();
    saveCheckpoint({ flush: full }, true, { checkpoint: 'cp.json' }, out);
    expect(out.errors).toEqual([
      'wordle: warning: the checkpoint cp.json was not saved (cannot write cp.json: ENOSPC: no space left on device); the result is complete',
    ]);
  });

  it('before it, the failure is the run’s', () => {
    expect(() => saveCheckpoint({ flush: full }, false, { checkpoint: 'cp.json' }, capturedOutput())).toThrow(
      /ENOSPC/u,
    );
  });
});
