import { expectInt } from '../../core/validate.js';
import { clearScratch, FrameStack, kernelLayout, kernelViews, tableMask, type Kernel } from './kernel.js';
import { KERNEL_WASM_BASE64 } from './wasm-bytes.js';

/** The slice of the WebAssembly API used here (declared locally: the core compiles without DOM types). */
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WasmApi {
  readonly Module: new (bytes: Uint8Array) => object;
  readonly Instance: new (module: object) => { readonly exports: unknown };
}
const wasm = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;

interface KernelExports {
  readonly memory: WasmMemory;
  init(...offsets: number[]): void;
  scan(src: number, stride: number, rows: number, n: number, dst: number): void;
  count(src: number, stride: number, rows: number, n: number): void;
  distinct(frame: number, n: number, m: number, mask: number): number;
}

const PAGE = 65536;
let compiled: object | undefined;

/** The compiled module (compiled once per thread; about a kilobyte, so synchronous compilation is fine). */
function kernelModule(): object {
  if (compiled === undefined) {
    const bytes = Uint8Array.from(atob(KERNEL_WASM_BASE64), (c) => c.charCodeAt(0));
    compiled = new wasm!.Module(bytes);
  }
  return compiled;
}

/** True when this runtime can run the WebAssembly kernel for patterns of this many values. */
export function wasmKernelAvailable(patterns: number): boolean {
  return patterns <= 256 && wasm !== undefined;
}

/**
 * The WebAssembly kernel (kernel.wat): the same operations as the TypeScript one, about four
 * times faster in the hot loops. One-byte patterns only (words of up to five letters).
 */
export function createWasmKernel(patterns: number, maxRows: number, maxN: number): Kernel {
  if (!wasmKernelAvailable(patterns)) throw new Error('internal: the WebAssembly kernel needs one-byte patterns');
  const layout = kernelLayout(patterns, maxRows, maxN);
  const exports = new wasm!.Instance(kernelModule()).exports as unknown as KernelExports;
  const memory = exports.memory;
  const ensure = (bytes: number): void => {
    const have = memory.buffer.byteLength;
    if (bytes > have) memory.grow(Math.ceil((Math.max(bytes, have * 1.125) - have) / PAGE));
  };
  ensure(layout.frames + (1 << 20));
  clearScratch(memory.buffer, layout);
  exports.init(
    layout.counts,
    layout.labels,
    layout.rowIdx,
    layout.pos,
    layout.outK,
    layout.outPairs,
    layout.rowHash,
    layout.rowK,
    layout.table,
    layout.slots,
    layout.fa,
    layout.fb,
  );
  let views = kernelViews(memory.buffer, layout, 1);
  const stack = new FrameStack(
    layout.frames,
    1,
    () => memory.buffer.byteLength,
    (bytes) => {
      ensure(bytes);
      views = kernelViews(memory.buffer, layout, 1);
    },
  );
  return {
    get views() {
      return views;
    },
    cellBytes: 1,
    alloc: (cells) => stack.alloc(cells),
    release: (offset) => stack.release(offset),
    used: () => stack.used(),
    scan: (src, stride, rows, n, dst) => exports.scan(src, stride, rows, n, dst),
    count: (src, stride, rows, n) => exports.count(src, stride, rows, n),
    distinct: (frame, n, m) => exports.distinct(frame, n, m, tableMask(m)),
  };
}

/** The fastest kernel for words of this length: WebAssembly when it can run them, else undefined (TypeScript). */
export function fastestKernel(length: number): typeof createWasmKernel | undefined {
  expectInt(length, 'fastestKernel', 'length', 2, 8);
  return wasmKernelAvailable(3 ** length) ? createWasmKernel : undefined;
}
