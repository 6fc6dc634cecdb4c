// The library's docs (docs/library.md, and the README's snippets) describe the real API:
// - every name they mention is exported, from the entry its section names (a `##` heading that
//   names `wordlekit/SUBPATH`, else `wordlekit`; an import statement names its own entry). Values
//   are checked by importing the built package by its name; types by the export lists of the
//   entries' .d.ts files, found through package.json's "exports";
// - every TypeScript block that starts with an import compiles against the built package, as a
//   user's project resolves it (moduleResolution nodenext, through "exports").
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  name: string;
  exports: Record<string, string | { types?: string; default: string }>;
};

// Code spans that are single words but not names of the API.
const NOT_API = ['fs', 'process', 'console', 'code', 'wordlekit'];

/** The package's code entries (`wordlekit`, `wordlekit/node`, …) and their .d.ts files. */
const ENTRIES = new Map(
  Object.entries(pkg.exports).flatMap(([key, target]) =>
    typeof target === 'object' && target.types !== undefined
      ? [[key === '.' ? pkg.name : `${pkg.name}${key.slice(1)}`, join(root, target.types)] as const]
      : [],
  ),
);

/** Names exported by an entry: its runtime values and the types listed in its .d.ts. */
async function exportsOf(entry: string): Promise<Set<string>> {
  const values = Object.keys((await import(entry)) as object);
  const dts = readFileSync(ENTRIES.get(entry)!, 'utf8');
  const types = [...dts.matchAll(/export type \{([^}]*)\}/gu)].flatMap((m) => m[1]!.split(',').map((n) => n.trim()));
  return new Set([...values, ...types]);
}

/** A page split into sections, each with the entry its heading names. */
function sections(text: string): { entry: string; body: string }[] {
  return text.split(/^(?=## )/mu).map((body) => {
    const heading = body.startsWith('## ') ? body.slice(0, body.indexOf('\n')) : '';
    const named = [...heading.matchAll(/`([^`]+)`/gu)].map((m) => m[1]!).find((n) => ENTRIES.has(n));
    return { entry: named ?? pkg.name, body };
  });
}

/** The names a block (a fenced code block, or a paragraph) mentions, each with its entry. */
function mentions(block: string, entry: string): [string, string][] {
  const found: [string, string][] = [];
  const imported = new Set<string>();
  for (const m of block.matchAll(/import \{([^}]*)\} from '([^']+)'/gu)) {
    for (const raw of m[1]!.split(',')) {
      const name = raw.replace(/^\s*type\s+/u, '').trim();
      if (name === '') continue;
      imported.add(name);
      if (ENTRIES.has(m[2]!)) found.push([name, m[2]!]);
    }
  }
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
      if (imported.has(n) || ['if', 'for', 'while', 'switch', 'import'].includes(n)) continue;
      found.push([n, entry]);
    }
  }
  return found;
}

/** Every name a page mentions, with its entry. */
function pageMentions(text: string): [string, string][] {
  return sections(text).flatMap(({ entry, body }) =>
    body
      .split(/(```[\s\S]*?```)/u)
      .flatMap((part) => (part.startsWith('```') ? [part] : part.split(/\n\s*\n/u)))
      .flatMap((block) => mentions(block, entry)),
  );
}

const library = read('docs/library.md');
const readme = read('README.md');
const snippets = [library, readme].flatMap((text) =>
  [...text.matchAll(/```ts\n(import [\s\S]*?)```/gu)].map((m) => m[1]!),
);

describe('the library docs (docs/library.md and the README)', () => {
  // The README's prose names commands and words, not the API: only its TypeScript blocks count.
  const readmeCode = [...readme.matchAll(/```ts\n[\s\S]*?```/gu)].map((m) => m[0]);
  const named = [...pageMentions(library), ...readmeCode.flatMap((block) => mentions(block, pkg.name))];

  it('mention the API (sanity check of the extraction)', () => {
    expect([...ENTRIES.keys()]).toEqual(expect.arrayContaining(['wordlekit', 'wordlekit/node']));
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
    expect(snippets.length).toBeGreaterThanOrEqual(4);
  });

  it('name only exports, each from the entry it says', async () => {
    const exported = new Map(await Promise.all([...ENTRIES.keys()].map(async (e) => [e, await exportsOf(e)] as const)));
    const missing = named.filter(([n, e]) => !exported.get(e)!.has(n)).map(([n, e]) => `${n} (from ${e})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('describe buildPatternMatrix as what it returns', async () => {
    const { builtinWordSet, buildPatternMatrix } = await import('wordlekit');
    const words = builtinWordSet('classic');
    const m = buildPatternMatrix(words.guesses.slice(0, 3), words.answers.slice(0, 4));
    expect(Object.keys(m).sort()).toEqual(['data', 'length', 'nAnswers', 'nGuesses']);
    expect(m.data).toBeInstanceOf(Uint8Array);
    expect(library).toContain('data[g * nAnswers + a]');
  });

  // One tsc run over every snippet, in a scratch project where `wordlekit` is this package (a link
  // in node_modules), so the snippets resolve through "exports" as in a user's project.
  const dir = mkdtempSync(join(tmpdir(), 'wordlekit-snippets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compile: every snippet that starts with an import type-checks against the built package', () => {
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(root, join(dir, 'node_modules', pkg.name), 'dir');
    const files = snippets.map((code, i) => {
      writeFileSync(join(dir, `snippet${i}.ts`), code);
      return `snippet${i}.ts`;
    });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module', private: true }));
    const compilerOptions = {
      strict: true,
      noEmit: true,
      module: 'nodenext',
      moduleResolution: 'nodenext',
      target: 'es2022',
      typeRoots: [join(root, 'node_modules', '@types')],
      types: ['node'],
      skipLibCheck: true,
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const r = spawnSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    expect(r.stdout + r.stderr).toBe('');
    expect(r.status).toBe(0);
  }, 60_000);
});
