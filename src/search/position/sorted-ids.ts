/** Where x is (or would go) in an ascending list of ids: the first index whose value is not below x. */
export function lowerBound(list: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** True when id x is in the ascending list. */
export function sortedHas(list: ArrayLike<number>, x: number): boolean {
  const i = lowerBound(list, x);
  return i < list.length && list[i] === x;
}
