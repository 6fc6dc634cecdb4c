import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runMain } from '../../src/cli/main.js';
import type { Output } from '../../src/cli/output.js';

/** The built CLI entry point (tests run after `npm run build`, via pretest). */
export const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

/** Run the CLI in-process with captured output: fast, no child process. */
export async function runCli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  delete process.env.FORCE_COLOR;
  process.env.NO_COLOR = '1';
  const out: string[] = [];
  const err: string[] = [];
  const output: Output = {
    line: (t = '') => out.push(t),
    json: (v) => out.push(JSON.stringify(v, null, 2)),
    error: (t) => err.push(t),
  };
  const code = await runMain(['node', 'wordle', ...args], output);
  return { code, out: out.join('\n'), err: err.join('\n') };
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
