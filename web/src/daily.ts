/** Today's game number: Wordle #0 was 19 June 2021, and the classic answers are in daily order. */
export function dailyNumber(now = new Date()): number {
  const start = Date.UTC(2021, 5, 19);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.floor((today - start) / 86_400_000);
}
