import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { WordleError } from '../core/errors.js';
import { badArgument, expectString, expectOptionsOf } from '../core/validate.js';
import { checkDirectoryWritable, checkOutputTarget, type NamedPath } from './output-target.js';

/*
 * The one place that writes files. Every writer (trees, plots, caches, checkpoints) goes through
 * `writeFileAtomic`: the data goes to a new temporary file in the target's directory, is flushed
 * to the disk (fsync), and is renamed over the target, then the directory is flushed too. A crash,
 * a full disk or Ctrl-C at any moment leaves either the old file or the new one, never half of one.
 * Temporary files are named `.TARGET.PID.RANDOM.tmp`: one left by a process that was killed while
 * writing is removed by the next write of the same target (and `removeTemporaryFiles` removes this
 * process's own, for an orderly exit).
 */

/** Temporary files being written right now, removed on interrupt. */
const pending = new Set<string>();

/** Delete the temporary files of writes in progress (for signal handlers: synchronous, never throws). */
export function removeTemporaryFiles(): void {
  for (const tmp of pending) rmSync(tmp, { force: true });
  pending.clear();
}

/** Why a write failed, in words. */
export function ioReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'EROFS':
      return 'read-only file system';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOENT':
      return 'no such file or directory';
    case 'ENOTDIR':
      return 'a part of the path is not a directory';
    case 'ELOOP':
      return 'a loop of symbolic links';
    default:
      return String(code ?? (e instanceof Error ? e.message : e));
  }
}

/** Options for `writeFileAtomic`. */
export interface WriteOptions {
  /** Create the directory (and missing parents) first. @default false */
  readonly makeDir?: boolean;
  /** Files the run read: the target must not be one of them. */
  readonly inputs?: readonly NamedPath[];
  /** The option naming the target, for messages (`--out`). */
  readonly what?: string;
}

/**
 * Create a directory and its missing parents, one level at a time (a recursive mkdir below /proc
 * can spin instead of failing). At most 64 levels. Failures are BAD_FILE naming the directory.
 */
export function makeDirectory(dir: string): void {
  const missing: string[] = [];
  let d = resolve(dir);
  for (let i = 0; i < 64; i++) {
    let s: Stats | undefined;
    try {
      s = statSync(d);
    } catch {
      s = undefined;
    }
    if (s !== undefined) {
      if (!s.isDirectory())
        throw new WordleError('BAD_FILE', `cannot create directory ${dir}: ${d} is not a directory`);
      break;
    }
    missing.push(d);
    const up = dirname(d);
    if (up === d) break;
    d = up;
  }
  for (const m of missing.reverse()) {
    try {
      mkdirSync(m);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new WordleError('BAD_FILE', `cannot create directory ${dir}: ${ioReason(e)}`);
    }
  }
}

/** True while a process with this id runs on this host (signal 0 only checks). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Remove the temporary files of earlier writes of `path` whose process is gone (killed mid-write). */
function sweepStaleTemporaries(dir: string, name: string): void {
  const prefix = `.${name}.`;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.startsWith(prefix) || !entry.endsWith('.tmp')) continue;
    const pid = Number(entry.slice(prefix.length).split('.')[0]);
    if (Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && !processAlive(pid)) {
      rmSync(join(dir, entry), { force: true });
    }
  }
}

/** The permission bits to give the new file: the old file's, or the default (umask applies). */
function modeFor(path: string): number {
  try {
    return statSync(path).mode & 0o777;
  } catch {
    return 0o666;
  }
}

/** Flush a directory's entries (the rename) to the disk, where the platform allows it. */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Not supported here (some file systems, Windows): the rename is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Write a file atomically and durably: check the target (see `checkOutputTarget`: no symlink,
 * device, directory or input file; a writable directory), write a temporary file next to it,
 * fsync it, rename it over the target and fsync the directory. `data` may be several chunks
 * (written in order, without joining them first). Failures become one BAD_FILE error
 * naming the path, and leave no temporary file behind.
 */
export function writeFileAtomic(
  path: string,
  data: string | Uint8Array | readonly Uint8Array[],
  options: WriteOptions = {},
): void {
  expectString(path, 'writeFileAtomic', 'path');
  expectOptionsOf(options, 'writeFileAtomic', {
    makeDir: 'boolean',
    inputs: (v, fn, name) => {
      if (!Array.isArray(v)) badArgument(fn, name, 'an array of { path, what }', v);
    },
    what: 'string',
  });
  const chunks = typeof data === 'string' || data instanceof Uint8Array ? [data] : data;
  if (!Array.isArray(chunks) || !chunks.every((c) => typeof c === 'string' || c instanceof Uint8Array)) {
    badArgument('writeFileAtomic', 'data', 'a string, bytes or an array of byte chunks', data);
  }
  const dir = dirname(path);
  if (options.makeDir === true) makeDirectory(dir);
  const check = {
    ...(options.inputs ? { inputs: options.inputs } : {}),
    ...(options.what ? { what: options.what } : {}),
  };
  checkOutputTarget(path, check);
  sweepStaleTemporaries(dir, basename(path));
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
  const parts = typeof data === 'string' ? [Buffer.from(data, 'utf8')] : data instanceof Uint8Array ? [data] : data;
  pending.add(tmp);
  let fd: number | undefined;
  try {
    fd = openSync(tmp, 'wx', modeFor(path));
    for (const bytes of parts) {
      for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off, bytes.length - off);
    }
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    checkOutputTarget(path, check); // again, just before the rename: it may have changed meanwhile
    renameSync(tmp, path);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    rmSync(tmp, { force: true });
    if (e instanceof WordleError) throw e;
    throw new WordleError('BAD_FILE', `cannot write ${path}: ${ioReason(e)}`);
  } finally {
    pending.delete(tmp);
  }
  syncDirectory(dir);
}

/**
 * Fail early, before long work, when `path` cannot be written: a missing or unwritable directory.
 * Prefer `checkOutputTarget`, which also refuses symlinks, devices and inputs.
 */
export function checkWritableDir(path: string): void {
  checkDirectoryWritable(path);
}
