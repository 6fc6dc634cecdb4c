/**
 * Which guesses of a list split a set of answers alike: for each listed row of a frame (patterns
 * at cells[frameOff + r·n + i], one per answer), the index in the list of the first listed row
 * whose patterns make the same groups of answers (patterns relabelled 0, 1, 2… in order of first
 * appearance), or its own index. Rows flagged `own` (candidates: their own answer's group is free)
 * are never matched. In normal mode two non-candidates that split the set alike have the same
 * value, as every class is the same set: a ranking values the first and reuses it for the others.
 */
export function alikeIndex(
  cells: ArrayLike<number>,
  frameOff: number,
  n: number,
  rows: ArrayLike<number>,
  own: (i: number) => boolean,
  patterns: number,
): Int32Array {
  const out = new Int32Array(rows.length);
  const first = new Map<string, number>();
  const labels = new Int32Array(patterns).fill(-1);
  const code = new Uint16Array(n);
  for (let i = 0; i < rows.length; i++) {
    out[i] = i;
    if (own(i)) continue;
    const off = frameOff + rows[i]! * n;
    let next = 0;
    for (let j = 0; j < n; j++) {
      const p = cells[off + j]!;
      if (labels[p]! < 0) labels[p] = next++;
      code[j] = labels[p]!;
    }
    for (let j = 0; j < n; j++) labels[cells[off + j]!] = -1;
    let key = '';
    for (let j = 0; j < n; j += 4096)
      key += String.fromCharCode.apply(null, code.subarray(j, j + 4096) as unknown as number[]);
    const at = first.get(key);
    if (at === undefined) first.set(key, i);
    else out[i] = at;
  }
  return out;
}
