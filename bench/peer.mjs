// The reference programs of the benchmarks, in ../shared/peers/ beside the repository (or beside a
// folder above it: a git worktree of it): Alex Selby's exact solver (selby/) for the exact search,
// the naive C program (naive-c/) for `wordle bench`. `--peer PATH` names the solver's binary.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The value of a command-line option (`--peer PATH` → PATH), or undefined. */
export function arg(name) {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

/** The folder shared/peers/NAME beside the repository or a folder above it, or undefined. */
export function peerDir(name) {
  for (let dir = dirname(ROOT); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'peers', name);
    if (existsSync(join(candidate, 'build'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Build a reference with its own build script (it prints the binary's path last); undefined without it. */
function built(name) {
  const dir = peerDir(name);
  if (dir === undefined) return undefined;
  return execFileSync(join(dir, 'build'), { encoding: 'utf8' }).trim().split('\n').pop();
}

/** The reference solver's binary (its word lists beside it), or undefined. */
export function peerBinary() {
  return arg('--peer') ?? built('selby');
}

/**
 * The naive C reference of `wordle bench` and its classic word lists (its README: the same job as
 * `wordle bench --list classic --strategy entropy --first soare`), or undefined.
 */
export function naiveC() {
  const bin = built('naive-c');
  if (bin === undefined) return undefined;
  const dir = peerDir('naive-c');
  return { bin, args: [join(dir, 'classic-answers.txt'), join(dir, 'classic-allowed.txt'), 'entropy', 'soare'] };
}
