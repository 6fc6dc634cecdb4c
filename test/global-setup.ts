import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The suite never reads or writes the user's own cache or config: every test process (and every
 * CLI it starts, which inherits the environment) gets a temporary XDG_CACHE_HOME and
 * XDG_CONFIG_HOME, set here once before any test file runs. At the end the real cache folder is
 * compared with how it was at the start, and the run fails if anything under it changed: a test
 * that passes only because this machine cached a value fails on the next fresh machine.
 */

/** The real folder a run outside the suite would use (the XDG rule: empty or relative means unset). */
function realCacheDir(): string {
  const xdg = process.env.XDG_CACHE_HOME;
  return join(xdg !== undefined && xdg.startsWith('/') ? xdg : join(homedir(), '.cache'), 'wordlekit');
}

/** Every path under `dir` with its size and modification time ('' when the folder is absent). */
function snapshot(dir: string): string {
  const lines: string[] = [];
  const walk = (d: string): void => {
    let names: string[];
    try {
      names = readdirSync(d).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const p = join(d, name);
      const s = statSync(p, { throwIfNoEntry: false });
      if (s === undefined) continue;
      lines.push(`${p} ${s.isDirectory() ? 'dir' : `${s.size} ${s.mtimeMs}`}`);
      if (s.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return lines.join('\n');
}

export default function setup(): () => void {
  const real = realCacheDir();
  const before = snapshot(real);
  const home = mkdtempSync(join(tmpdir(), 'wordlekit-suite-'));
  process.env.XDG_CACHE_HOME = join(home, 'cache');
  process.env.XDG_CONFIG_HOME = join(home, 'config');
  return () => {
    rmSync(home, { recursive: true, force: true });
    const after = snapshot(real);
    if (after !== before) {
      process.exitCode = 1;
      throw new Error(`the test suite changed the user's own cache (${real}); tests must use XDG_CACHE_HOME`);
    }
  };
}
