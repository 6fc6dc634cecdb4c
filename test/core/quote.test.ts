import { describe, expect, it } from 'vitest';
import { escapeControls, quote } from '../../src/core/quote.js';

describe('quote', () => {
  it.each([
    ['plain text', 'cigar', '"cigar"'],
    ['an ANSI colour', '\u001b[31mred', '"\\u{1b}[31mred"'],
    ['a bidi override', 'ab\u202ecd', '"ab\\u{202e}cd"'],
    ['a C1 CSI byte', 'x\u009b2J', '"x\\u{9b}2J"'],
    ['a NUL and a newline', 'a\u0000b\nc', '"a\\u{0}b\\u{a}c"'],
    ['emoji feedback', '🟩🟨⬛', '"🟩🟨⬛"'],
  ])('%s', (_name, text, shown) => {
    expect(quote(text)).toBe(shown);
  });

  it('cuts long text by characters, saying how much was left out', () => {
    expect(quote('x'.repeat(100), 10)).toBe('"xxxxxxxxxx…" (90 more characters)');
    expect(quote('🟩'.repeat(12), 10)).toBe(`"${'🟩'.repeat(10)}…" (2 more characters)`);
  });

  it('escapeControls keeps ordinary text and escapes the rest', () => {
    expect(escapeControls('wordle: bad \u001b[2J file')).toBe('wordle: bad \\u{1b}[2J file');
  });
});
