/**
 * Numbers and dates for people without `Intl`: its first use in a page loads its locale data, 75 to
 * 110 ms at a phone's speed (Chromium's 4× CPU throttle, measured beside bench/web.ts), and the
 * first suggestions shown waited for it ("3,158 answers left"). English only, as the app is.
 */

/** A whole number with thousands separators: 14855 → "14,855" (as `toLocaleString('en-US')`). */
export function grouped(n: number): string {
  const s = String(Math.trunc(Math.abs(n)));
  let out = '';
  for (let i = 0; i < s.length; i++) out += (i > 0 && (s.length - i) % 3 === 0 ? ',' : '') + s[i];
  return (n < 0 ? '-' : '') + out;
}

/** The months' English names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
