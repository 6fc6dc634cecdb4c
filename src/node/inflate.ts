import { inflateRawSync } from 'node:zlib';
import { expectInt } from '../core/validate.js';

/**
 * Inflate raw deflate bytes read back from a file (a bitmap of a progress line, say), never past
 * `maxBytes` of output: zlib stops at the cap instead of allocating what the bytes claim (a few
 * kilobytes of deflate can expand to gigabytes). Undefined when the bytes are not raw deflate or
 * expand past the cap.
 */
export function inflateRawCapped(bytes: Uint8Array, maxBytes: number): Buffer | undefined {
  expectInt(maxBytes, 'inflateRawCapped', 'maxBytes', 0, 2 ** 30);
  try {
    return inflateRawSync(bytes, { maxOutputLength: Math.max(1, maxBytes) });
  } catch {
    return undefined;
  }
}
