import { checkDistinctOutputs, checkOutputTarget, type NamedPath } from '../node/output-target.js';

/** `-` as an output file means stdout. */
export const STDOUT = '-';

/**
 * Check every output file of a command before any work starts: each must be a safe target (see
 * `checkOutputTarget`: not a symlink, device, directory or one of `inputs`; a writable directory),
 * and no two may be the same file. `-` (stdout) and undefined entries are skipped.
 */
export function checkOutputs(outputs: readonly (NamedPath | undefined)[], inputs: readonly NamedPath[]): void {
  const files = outputs.filter((o): o is NamedPath => o !== undefined && o.path !== STDOUT);
  for (const o of files) checkOutputTarget(o.path, { inputs, what: o.what });
  checkDistinctOutputs(files);
}
