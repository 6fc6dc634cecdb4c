import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { WordleError } from '../core/errors.js';

/** Why a write failed, in words. */
function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'EROFS':
      return 'read-only file system';
    case 'EISDIR':
      return 'is a directory';
    default:
      return String(code ?? (e instanceof Error ? e.message : e));
  }
}

/**
 * Write a file atomically: write a temporary file next to it, then rename over the target, so a
 * crash never leaves a half-written file. The directory must exist (`makeDir: true` creates it).
 * Failures become one clear BAD_FILE error naming the path.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array, options: { makeDir?: boolean } = {}): void {
  const dir = dirname(path);
  if (options.makeDir === true && !existsSync(dir)) {
    try {
      mkdirSync(dir, { recursive: true });
    } catch (e) {
      throw new WordleError('BAD_FILE', `cannot create directory ${dir}: ${reason(e)}`);
    }
  }
  checkWritableDir(path);
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new WordleError('BAD_FILE', `cannot write ${path}: ${reason(e)}`);
  }
}

/**
 * Fail early, before long work, when `path` cannot be written because its directory is missing.
 * (Permissions are only known when writing; that error is just as clear.)
 */
export function checkWritableDir(path: string): void {
  const dir = dirname(path);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new WordleError('BAD_FILE', `cannot write ${path}: directory ${dir} does not exist`);
  }
}
