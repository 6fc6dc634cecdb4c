// Every name the README's "Library API" section mentions is exported, from the entry it says:
// `wordlekit` (the front door) unless the import, or the paragraph, names another entry
// (`wordlekit/core`, `wordlekit/search`, `wordlekit/variants`, `wordlekit/node`). Values are checked
// by importing the built package by its name; types by the export lists of its .d.ts entries.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ENTRIES = ['wordlekit', 'wordlekit/core', 'wordlekit/search', 'wordlekit/variants', 'wordlekit/node'] as const;
type Entry = (typeof ENTRIES)[number];
/** Each entry's declarations in dist/. */
const DTS: Record<Entry, string> = {
  wordlekit: 'index.d.ts',
  'wordlekit/core': 'core.d.ts',
  'wordlekit/search': 'search.d.ts',
  'wordlekit/variants': 'variants.d.ts',
  'wordlekit/node': 'node/index.d.ts',
};
const isEntry = (x: string): x is Entry => (ENTRIES as readonly string[]).includes(x);

// Code spans in the section that are single words but not names of the API.
const NOT_API = ['fs', 'process', 'console', 'code', 'wordlekit'];

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(
  readme.indexOf('## Library API'),
  readme.indexOf('\n## ', readme.indexOf('## Library API') + 1),
);

/** Names exported by an entry: its runtime values and the types listed in its .d.ts. */
async function exportsOf(entry: Entry): Promise<{ values: Set<string>; types: Set<string> }> {
  const values = new Set(Object.keys((await import(entry)) as object));
  const dts = readFileSync(new URL(`../../dist/${DTS[entry]}`, import.meta.url), 'utf8');
  const types = new Set(
    [...dts.matchAll(/export type \{([^}]*)\}/gu)].flatMap((m) => m[1]!.split(',').map((n) => n.trim())),
  );
  return { values, types };
}

/** The names a block mentions, each with the entry it should come from. */
function mentions(block: string): [string, Entry][] {
  const found: [string, Entry][] = [];
  const imported = new Set<string>();
  for (const m of block.matchAll(/import \{([^}]*)\} from '([^']+)'/gu)) {
    for (const raw of m[1]!.split(',')) {
      const name = raw.replace(/^\s*type\s+/u, '').trim();
      if (name === '') continue;
      imported.add(name);
      if (isEntry(m[2]!)) found.push([name, m[2]]);
    }
  }
  // A paragraph that names one other entry is about that entry.
  const others = [...new Set([...block.matchAll(/wordlekit\/(core|search|variants|node)\b/gu)].map((m) => m[0]))];
  const entry: Entry = others.length === 1 && !block.startsWith('```') && isEntry(others[0]!) ? others[0] : 'wordlekit';
  const code = block.startsWith('```') ? [block] : [...block.matchAll(/`([^`]+)`/gu)].map((m) => m[1]!);
  for (const text of code) {
    const names = [
      ...[...text.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)\(/gu)].map((m) => m[1]!), // calls, not methods
      ...[...text.matchAll(/\bnew ([A-Z]\w*)/gu)].map((m) => m[1]!),
      ...[...text.matchAll(/\): ([A-Z]\w*)/gu)].map((m) => m[1]!), // return types
    ];
    // A code span that is one identifier (`Game`, `summarize`), unless it names something else.
    if (/^[A-Za-z_$][\w$]*$/u.test(text) && !NOT_API.includes(text)) names.push(text);
    for (const n of names) {
      if (imported.has(n) || ['if', 'for', 'while', 'switch'].includes(n)) continue;
      found.push([n, entry]);
    }
  }
  return found;
}

describe("the README's Library API section", () => {
  // Blocks: fenced code blocks whole, otherwise paragraphs.
  const blocks = section
    .split(/(```[\s\S]*?```)/u)
    .flatMap((part) => (part.startsWith('```') ? [part] : part.split(/\n\s*\n/u)));
  const named = blocks.flatMap(mentions);

  it('mentions the API (sanity check of the extraction)', () => {
    const names = new Set(named.map(([n]) => n));
    for (const n of [
      'scoreGuess',
      'Session',
      'treeAnswers',
      'svgToPng',
      'buildPatternMatrix',
      'Tree',
      'TreeReport',
      'loadMatrix',
    ]) {
      expect(names).toContain(n);
    }
    expect(named.length).toBeGreaterThan(60);
  });

  it('names only exports, each from the entry it says', async () => {
    const entries = Object.fromEntries(
      await Promise.all(ENTRIES.map(async (e) => [e, await exportsOf(e)] as const)),
    ) as Record<Entry, Awaited<ReturnType<typeof exportsOf>>>;
    const missing = named
      .filter(([n, e]) => !entries[e].values.has(n) && !entries[e].types.has(n))
      .map(([n, e]) => `${n} (from ${e})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('describes buildPatternMatrix as what it returns', async () => {
    const { builtinWordSet, buildPatternMatrix } = await import('wordlekit');
    const words = builtinWordSet('classic');
    const m = buildPatternMatrix(words.guesses.slice(0, 3), words.answers.slice(0, 4));
    expect(Object.keys(m).sort()).toEqual(['data', 'length', 'nAnswers', 'nGuesses']);
    expect(m.data).toBeInstanceOf(Uint8Array);
    expect(section).toContain('data[g * nAnswers + a]');
  });
});
