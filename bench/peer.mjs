// The reference solver for the benchmarks (Alex Selby's, ../shared/peers/selby): `--peer PATH`, else
// built (or found) by its build script; undefined when neither is there.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PEER_BUILD = fileURLToPath(new URL('../../shared/peers/selby/build', import.meta.url));

/** The value of a command-line option (`--peer PATH` → PATH), or undefined. */
export function arg(name) {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
}

/** The reference binary (its word lists beside it), or undefined. */
export function peerBinary() {
  const given = arg('--peer');
  if (given !== undefined) return given;
  if (!existsSync(PEER_BUILD)) return undefined;
  return execFileSync(PEER_BUILD, { encoding: 'utf8' }).trim().split('\n').pop();
}
