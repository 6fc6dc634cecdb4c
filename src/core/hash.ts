/**
 * A fast, pure 53-bit string hash (cyrb53 construction), printed as 14 hex digits.
 * Used to key caches and to stamp trees with the word lists they were built for; not cryptographic.
 */
export function hashString(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const n = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return n.toString(16).padStart(14, '0');
}

/**
 * The digest of a list of numbers (a prior's weights, one per answer): `hashString` of their
 * decimal forms joined by spaces. Tables computed under a prior are keyed by it.
 */
export function hashNumbers(values: ArrayLike<number>): string {
  let text = '';
  for (let i = 0; i < values.length; i++) text += `${i === 0 ? '' : ' '}${values[i]!}`;
  return hashString(text);
}
