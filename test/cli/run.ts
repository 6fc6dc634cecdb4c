import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMain, type RunOptions } from '../../src/cli/main.js';
import type { Output } from '../../src/cli/output.js';
import { makeWordSet, type WordSet } from '../../src/core/wordlist.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { rng, sample } from '../search/naive.js';

/** The built CLI entry point (tests run after `npm run build`, via pretest). */
export const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

/** Run the CLI in-process with captured output: fast, no child process. */
export async function runCli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  return runCliWith({}, ...args);
}

/** runCli with runMain's options (e.g. its fast paths turned off). */
export async function runCliWith(
  options: RunOptions,
  ...args: string[]
): Promise<{ code: number; out: string; err: string }> {
  delete process.env.FORCE_COLOR;
  process.env.NO_COLOR = '1';
  const output = capturedOutput();
  const code = await runMain(['node', 'wordle', ...args], output, options);
  return { code, out: output.lines.join('\n'), err: output.errors.join('\n') };
}

/** An Output that keeps what it is given: stdout lines (JSON pretty-printed) and stderr lines. */
export function capturedOutput(): Output & { readonly lines: string[]; readonly errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    line: (t = '') => lines.push(t),
    json: (v) => lines.push(JSON.stringify(v, null, 2)),
    error: (t) => errors.push(t),
  };
}

/** Run the built CLI as a child process, with optional piped stdin. */
export function spawnCli(args: string[], input?: string): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    input: input ?? '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined },
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Small word lists sampled from the classic ones (the answers, then extra guesses that are not
 * answers), written into `dir` as answers.txt and guesses.txt (paths A and G): the CLI options to use them (quiet,
 * two workers) and their word set, so that a test can check every result against the search itself.
 */
export function sampledLists(
  dir: string,
  seed: number,
  nAnswers: number,
  nGuesses: number,
): { answers: string[]; guesses: string[]; A: string; G: string; words: WordSet; lists: string[] } {
  const classic = builtinWordSet('classic');
  const random = rng(seed);
  const answers = sample(classic.answers, nAnswers, random);
  const guesses = sample(classic.guesses.slice(classic.answers.length), nGuesses, random);
  const A = join(dir, 'answers.txt');
  const G = join(dir, 'guesses.txt');
  writeFileSync(A, `${answers.join('\n')}\n`);
  writeFileSync(G, `${guesses.join('\n')}\n`);
  const lists = ['--answers', A, '--guesses', G, '--quiet', '--workers', '2'];
  return { answers, guesses, A, G, words: makeWordSet(answers, guesses), lists };
}
