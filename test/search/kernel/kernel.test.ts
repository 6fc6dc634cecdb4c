import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the project (scripts/ is JavaScript), imported for its compiler
import { compileKernel } from '../../../scripts/gen-kernel.mjs';
import { createJsKernel, type Kernel } from '../../../src/search/kernel/kernel.js';
import { createWasmKernel } from '../../../src/search/kernel/wasm.js';
import { KERNEL_WASM_BASE64 } from '../../../src/search/kernel/wasm-bytes.js';
import { rng } from '../naive.js';

const PATTERNS = 243;

/** A frame of `rows` × `stride` random patterns (few distinct values, so rows repeat partitions). */
function fill(k: Kernel, rows: number, stride: number, values: number, seed: number): number {
  const random = rng(seed);
  const off = k.alloc(rows * stride);
  const { cells } = k.views;
  for (let i = 0; i < rows * stride; i++) cells[off + i] = Math.floor(random() * values) * 3;
  return off;
}

/** The obviously correct scan: counts per pattern. */
function slowScan(cells: ArrayLike<number>, row: number, pos: readonly number[]): { k: number; pairs: number } {
  const counts = new Map<number, number>();
  for (const p of pos) counts.set(cells[row + p]!, (counts.get(cells[row + p]!) ?? 0) + 1);
  let pairs = 0;
  for (const c of counts.values()) pairs += (c * (c - 1)) / 2;
  return { k: counts.size, pairs };
}

/** The obviously correct partition: the groups of positions, as a canonical string. */
function partition(cells: ArrayLike<number>, at: number, n: number): string {
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) groups.set(cells[at + i]!, [...(groups.get(cells[at + i]!) ?? []), i]);
  return [...groups.values()]
    .map((g) => g.join(','))
    .sort()
    .join('|');
}

describe.each([
  ['TypeScript', createJsKernel],
  ['WebAssembly', createWasmKernel],
])('the %s kernel', (_name, make) => {
  it('scans rows: groups, pairs and the gathered copy agree with a slow count', () => {
    const k = make(PATTERNS, 500, 300);
    const stride = 97;
    const src = fill(k, 400, stride, 20, 1);
    const random = rng(2);
    for (const n of [1, 2, 7, 31, 64]) {
      const rows = Array.from({ length: 300 }, () => Math.floor(random() * 400));
      const pos = Array.from({ length: n }, () => Math.floor(random() * stride));
      const dst = k.alloc(rows.length * n);
      k.views.rowIdx.set(rows);
      k.views.pos.set(pos);
      k.scan(src, stride, rows.length, n, dst);
      const { cells, outK, outPairs } = k.views;
      rows.forEach((r, j) => {
        const slow = slowScan(cells, src + r * stride, pos);
        expect([outK[j], outPairs[j]]).toEqual([slow.k, slow.pairs]);
        for (let i = 0; i < n; i++) expect(cells[dst + j * n + i]).toBe(cells[src + r * stride + pos[i]!]);
      });
      k.release(dst);
    }
  });

  it('counts the groups of rows as scan does (patterns across all 243 values, odd and even n)', () => {
    const k = make(PATTERNS, 500, 300);
    const stride = 131;
    const src = fill(k, 400, stride, 81, 3); // patterns 0, 3, …, 240
    const random = rng(4);
    for (const n of [1, 2, 3, 30, 31, 131]) {
      const rows = Array.from({ length: 200 }, () => Math.floor(random() * 400));
      const pos = Array.from({ length: n }, () => Math.floor(random() * stride));
      k.views.rowIdx.set(rows);
      k.views.pos.set(pos);
      k.count(src, stride, rows.length, n);
      rows.forEach((r, j) => expect(k.views.outK[j]).toBe(slowScan(k.views.cells, src + r * stride, pos).k));
    }
  });

  it('counts with few patterns (two letters: 9) without disturbing the scratch that distinct uses', () => {
    const k = make(9, 64, 16);
    const frame = fill(k, 40, 6, 3, 8); // patterns 0, 3, 6
    const rows = Array.from({ length: 40 }, (_, r) => r);
    k.views.rowIdx.set(rows);
    k.views.pos.set([0, 1, 2, 3, 4, 5]);
    k.count(frame, 6, 40, 6);
    rows.forEach((r) => expect(k.views.outK[r]).toBe(slowScan(k.views.cells, frame + r * 6, [0, 1, 2, 3, 4, 5]).k));
    k.views.rowIdx.set(rows);
    const kept = k.distinct(frame, 6, 40);
    const keys = Array.from(k.views.rowIdx.subarray(0, kept), (r) => partition(k.views.cells, frame + r * 6, 6));
    expect(new Set(keys).size).toBe(kept);
    expect(kept).toBe(new Set(rows.map((r) => partition(k.views.cells, frame + r * 6, 6))).size);
  });

  it('keeps the first row of every partition, and only those', () => {
    const k = make(PATTERNS, 2000, 64);
    for (const [n, values] of [
      [3, 3],
      [6, 3],
      [12, 4],
      [40, 40],
    ] as const) {
      const rows = 1500;
      const frame = fill(k, rows, n, values, n * 100 + values);
      const list = Array.from({ length: rows }, (_, r) => r).filter((r) => r % 7 !== 3);
      k.views.rowIdx.set(list);
      const kept = k.distinct(frame, n, list.length);
      const got = Array.from(k.views.rowIdx.subarray(0, kept));
      const seen = new Set<string>();
      const expected = list.filter((r) => {
        const key = partition(k.views.cells, frame + r * n, n);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      expect(got).toEqual(expected);
      k.release(frame);
    }
  });

  it('tells apart rows whose groups have the same sizes but other members', () => {
    const k = make(PATTERNS, 8, 8);
    const frame = k.alloc(4 * 4);
    // {0,1}{2,3} · {0,2}{1,3} · the first again, relabelled · {0,3}{1,2}
    k.views.cells.set([0, 0, 3, 3, 0, 3, 0, 3, 6, 6, 9, 9, 0, 3, 3, 0], frame);
    k.views.rowIdx.set([0, 1, 2, 3]);
    expect(k.distinct(frame, 4, 4)).toBe(3);
    expect(Array.from(k.views.rowIdx.subarray(0, 3))).toEqual([0, 1, 3]);
  });

  it('grows its memory and keeps what the frames held', () => {
    const k = make(PATTERNS, 10, 10);
    const a = fill(k, 10, 10, 5, 9);
    const before = Array.from(k.views.cells.subarray(a, a + 100));
    const big = k.alloc(8 << 20);
    expect(k.views.cells.length).toBeGreaterThan(big + (8 << 20) - 1);
    expect(Array.from(k.views.cells.subarray(a, a + 100))).toEqual(before);
    k.release(a);
    expect(k.used()).toBe(0);
  });
});

describe('the WebAssembly kernel bytes', () => {
  it('are what scripts/gen-kernel.mjs makes of src/search/kernel/kernel.wat (run `npm run kernel` after editing it)', async () => {
    const source = readFileSync(new URL('../../../src/search/kernel/kernel.wat', import.meta.url), 'utf8');
    const bytes = (await compileKernel(source)) as Buffer;
    expect(bytes.toString('base64')).toBe(KERNEL_WASM_BASE64);
  });
});
