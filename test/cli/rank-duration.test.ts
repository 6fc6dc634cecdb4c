// The ETA of `openings rank` and `openings wins` progress lines: minutes rounded before they are
// split into hours, so 6 h 59.6 min reads 7h0m, never "6h60m" (seen on a hard-mode table run).
import { describe, expect, it } from 'vitest';
import { duration } from '../../src/cli/rank-run.js';

describe('duration (the progress lines’ ETA)', () => {
  it('reads seconds, then minutes, then hours and minutes', () => {
    expect(duration(0)).toBe('0s');
    expect(duration(89.4)).toBe('89s');
    expect(duration(90)).toBe('2m');
    expect(duration(5369)).toBe('89m');
    expect(duration(5400)).toBe('1h30m');
    expect(duration(3 * 3600 + 5 * 60)).toBe('3h5m');
  });

  it('never shows 60 minutes', () => {
    expect(duration(6 * 3600 + 59 * 60 + 40)).toBe('7h0m');
    for (let s = 5400; s < 48 * 3600; s += 7) expect(duration(s)).toMatch(/^\d+h([0-9]|[1-5][0-9])m$/u);
  });
});
