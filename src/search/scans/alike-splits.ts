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
  const R = rows.length;
  const out = new Int32Array(R);
  for (let i = 0; i < R; i++) out[i] = i;
  if (R * n > MAX_CELLS) return out;
  // Each row's patterns relabelled 0, 1, 2… (stamp: the row that set a pattern's label last), and
  // hashed; the first row of each grouping is kept with its labels, a match is confirmed label by label.
  const labels = new Int32Array(patterns);
  const stamp = new Int32Array(patterns).fill(-1);
  const code = new Uint16Array(n);
  // The kept rows by hash: an open table of chains (heads by the hash's low bits), not a Map, so
  // that a first search, before the JIT has compiled this, does not pay a Map call per row.
  const bits = 32 - Math.clz32(2 * R);
  const heads = new Int32Array(1 << bits).fill(-1);
  const mask = (1 << bits) - 1;
  const kept = new Int32Array(R);
  const keptCodes = new Uint16Array(R * n);
  const chain = new Int32Array(R);
  let nKept = 0;
  for (let i = 0; i < R; i++) {
    if (own(i)) continue;
    const off = frameOff + rows[i]! * n;
    let next = 0;
    let h = 0x811c9dc5;
    for (let j = 0; j < n; j++) {
      const p = cells[off + j]!;
      if (stamp[p] !== i) {
        stamp[p] = i;
        labels[p] = next++;
      }
      const l = labels[p]!;
      code[j] = l;
      h = Math.imul(h ^ l, 0x01000193);
    }
    let k = heads[h & mask]!;
    for (; k >= 0; k = chain[k]!) {
      let j = 0;
      const at = k * n;
      while (j < n && keptCodes[at + j] === code[j]) j++;
      if (j === n) break;
    }
    if (k >= 0) {
      out[i] = kept[k]!;
      continue;
    }
    kept[nKept] = i;
    keptCodes.set(code, nKept * n);
    chain[nKept] = heads[h & mask]!;
    heads[h & mask] = nKept++;
  }
  return out;
}

/** Past this many cells (rows × answers) the rows are not compared: each is its own. */
const MAX_CELLS = 1 << 22;
