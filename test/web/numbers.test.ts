// The app formats numbers and months without Intl (its first use costs a phone 75 to 110 ms on the
// way to the first suggestions): the same text Intl gives.
import { describe, expect, it } from 'vitest';
import { grouped, MONTHS } from '../../web/src/numbers.js';

describe('numbers without Intl', () => {
  it.each([0, 7, 999, 1000, 3158, 14855, 100000, 1234567, 2 ** 31, -1234])('grouped(%i) as en-US', (n) => {
    expect(grouped(n)).toBe(n.toLocaleString('en-US'));
  });

  it("the months' names as en-GB", () => {
    expect(MONTHS).toEqual(
      [...Array(12).keys()].map((m) =>
        new Date(Date.UTC(2025, m, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
      ),
    );
  });
});
