import { accessSync, constants, lstatSync, statSync, type Stats } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { WordleError } from '../core/errors.js';

/** An input of the run, named the way the user gave it (`--answers words.txt`). */
export interface NamedPath {
  readonly path: string;
  /** How the user gave it, for messages: `--answers`, `the tree`. */
  readonly what: string;
}

/** Options for `checkOutputTarget`. */
export interface TargetOptions {
  /** Files the run reads: the target must not be any of them (compared by device and inode). */
  readonly inputs?: readonly NamedPath[];
  /** The option that names the target, for messages (`--out`). */
  readonly what?: string;
}

/** Stat without throwing: undefined when the path does not exist (or cannot be looked at). */
function statOrUndefined(path: string, follow: boolean): Stats | undefined {
  try {
    return follow ? statSync(path) : lstatSync(path);
  } catch {
    return undefined;
  }
}

function refuse(label: string, path: string, why: string): never {
  throw new WordleError('BAD_FILE', `${label}${path}: ${why}`);
}

/**
 * Check, before any work, that `path` can safely be written by an atomic rename: refuse (BAD_FILE,
 * one line) a target that is a symbolic link (the rename would replace the link, not the file it
 * points to), a directory, a device, pipe or socket (`/dev/null`, `/dev/stdout`: use `-`), or the
 * same file as one of the run's inputs, compared by device and inode so that other names, hard
 * links and `./` prefixes are caught too. The directory must exist and be writable.
 */
export function checkOutputTarget(path: string, options: TargetOptions = {}): void {
  const label = options.what === undefined ? 'cannot write ' : `${options.what} `;
  if (path === '') refuse(label, '""', 'empty file name');
  const target = statOrUndefined(path, false);
  if (target !== undefined) {
    if (target.isSymbolicLink()) {
      refuse(label, path, 'is a symbolic link: refusing to replace it (name the file it points to instead)');
    }
    if (target.isDirectory()) refuse(label, path, 'is a directory');
    if (!target.isFile()) {
      // (`-` is for an output the user names: a cache's file is none)
      const hint = options.what === undefined ? '' : '; use - for stdout';
      refuse(label, path, `is not a regular file (a device, pipe or socket)${hint}`);
    }
    for (const input of options.inputs ?? []) {
      const s = statOrUndefined(input.path, true);
      if (s !== undefined && s.dev === target.dev && s.ino === target.ino) {
        refuse(label, path, `is also an input (${input.what} ${input.path}): refusing to overwrite it`);
      }
    }
  }
  checkDirectoryWritable(path, label);
}

/** The directory of `path` exists, is a directory and is writable (not read-only, not /proc). */
export function checkDirectoryWritable(path: string, label = 'cannot write '): void {
  const dir = dirname(resolve(path));
  const d = statOrUndefined(dir, true);
  if (d === undefined) refuse(label, path, `directory ${dirname(path)} does not exist`);
  if (!d.isDirectory()) refuse(label, path, `${dirname(path)} is not a directory`);
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'EROFS' ? 'is on a read-only file system' : 'is not writable';
    refuse(label, path, `directory ${dirname(path)} ${why}`);
  }
}

/** Refuse two outputs that are the same file (by name or, when it exists, by inode). */
export function checkDistinctOutputs(outputs: readonly NamedPath[]): void {
  for (let i = 0; i < outputs.length; i++) {
    for (let j = i + 1; j < outputs.length; j++) {
      const a = outputs[i]!;
      const b = outputs[j]!;
      if (a.path === '-' || b.path === '-') continue;
      const sa = statOrUndefined(a.path, true);
      const sb = statOrUndefined(b.path, true);
      const same =
        resolve(a.path) === resolve(b.path) ||
        (sa !== undefined && sb !== undefined && sa.dev === sb.dev && sa.ino === sb.ino);
      if (same) throw new WordleError('BAD_OPTION', `${a.what} and ${b.what} name the same file ${a.path}`);
    }
  }
}
