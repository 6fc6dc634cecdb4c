import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import { writeFileAtomic } from './atomic.js';
import { readInputBytes } from './input-file.js';
import { userCacheDir } from './cache-dir.js';

/*
 * A script run with V8's code cache: the bytecode of its functions kept in the user's cache folder
 * after a first run and handed back to V8 by the next, so that a process does not compile them
 * again. The `wordle` commands' file (scripts/bundle-cli.mjs: dist/bin/cli-body.js, some 680 KB)
 * takes 15 ms to compile before a command runs, and more for each function as it is first called;
 * from the cache, some 2 ms. Node 20 has no such cache for ES modules (module.enableCompileCache
 * came with Node 22), hence a script, run as a function of what it imports.
 *
 * The cache file is read back as untrusted: a header names the script (a digest of its text, made
 * by the build, and its size), Node's version and the CPU, and the data's length; V8 checks the data's own
 * checksum (--verify-snapshot-checksum), version and flags. A file that does not match, is
 * truncated or damaged is ignored (the script compiled as without it) and replaced at exit. Writing it is best effort: a cache
 * folder that cannot be written is no error, the command's output is the same either way.
 */

/** Past this size a cache file is not read (the commands' is about 0.5 MB). */
const MAX_CACHE_BYTES = 64 * 2 ** 20;

/** The first line of a cache file (its format). */
const MAGIC = 'wordlekit code cache 1';

/** What a script's module function returns: its exports. */
export type ScriptExports = Record<string, unknown>;

/** What a script is run with: its imports. */
export interface ScriptScope {
  /** Its `require(id)`: the modules it imports, loaded already (or Node's own, and CommonJS packages). */
  readonly require: (id: string) => unknown;
  /** What it reads as `import.meta.url` (its own location, for the files it finds beside it). */
  readonly importMetaUrl: string;
  /** Its `import(id)`, as `__import(id)` (a script's own import() cannot use a code cache on Node 20). */
  readonly importModule: (id: string) => Promise<unknown>;
  /**
   * What tells this script's text from any other's: a digest of it, made when it was built (an
   * installed package's files all have the same modification time, npm's, so that cannot tell).
   */
  readonly digest: string;
  /**
   * Which of the script's cache files to use (default: the one named after the script alone). The
   * data holds the functions the run that wrote it compiled, and is kept while it matches: each
   * command that answers questions keeps its own, so that a first `wordle --help` or `wordle score`
   * does not leave every later `wordle suggest` a cache without the search's functions.
   */
  readonly cacheName?: string | undefined;
}

/**
 * Run the script `file` (a CommonJS-style body, as esbuild writes one) as
 * `function (exports, require, module, __importMetaUrl, __import)` with `scope`. Its bytecode comes
 * from the code cache when one matches, and one is written at the process's exit
 * when none did. Returns `module.exports`.
 */
export function runCachedScript(file: string, scope: ScriptScope): ScriptExports {
  const text = readFileSync(file, 'utf8');
  const stat = statSync(file); // (its size, in case it was edited without its digest)
  const key = `${MAGIC} ${process.version} ${process.arch} ${scope.digest} ${stat.size}`;
  const name = scope.cacheName === undefined ? basename(file) : `${basename(file)}.${scope.cacheName}`;
  const cacheFile = join(userCacheDir(), 'code', `${name}.cache`);
  const cachedData = readCache(cacheFile, key);
  // V8 then checks its data's checksum when it reads it, and writes one (off by default outside
  // debug builds: a damaged byte would be run). About 1 ms for this file, natively.
  setFlagsFromString('--verify-snapshot-checksum');
  const script = new Script(`(function (exports, require, module, __importMetaUrl, __import) {${text}\n})`, {
    filename: file,
    ...(cachedData === undefined ? {} : { cachedData }),
  });
  if (cachedData === undefined || script.cachedDataRejected === true) {
    // At exit: the data then holds every function the command compiled, not only the top level.
    // Only after a run that did its work (exit 0): one that stopped at bad input, or at Ctrl-C,
    // compiled little beyond its checks. (A worker thread that runs the script may write it too:
    // the same data, written atomically.)
    process.once('exit', (code) => {
      if (code === 0) writeCache(cacheFile, key, script);
    });
  }
  const module = { exports: {} as ScriptExports };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, scope.require, module, scope.importMetaUrl, scope.importModule);
  return module.exports;
}

/** The cache's data when `path` holds one for `key`, whole and unchanged; else undefined. */
function readCache(path: string, key: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    // A regular file only (a named pipe there would block a plain read for good), of a sane size.
    bytes = readInputBytes(path, 'code cache', { regular: true, maxBytes: MAX_CACHE_BYTES });
  } catch {
    return undefined;
  }
  const end = bytes.indexOf(10);
  const fields = end < 0 ? [] : bytes.subarray(0, end).toString('latin1').split('\t');
  if (fields.length !== 2 || fields[0] !== key) return undefined;
  const data = bytes.subarray(end + 1);
  return String(data.length) === fields[1] ? data : undefined;
}

/** Write the script's code cache under `key` (best effort: nothing is reported). */
function writeCache(path: string, key: string, script: Script): void {
  try {
    const data = script.createCachedData();
    const header = Buffer.from(`${key}\t${data.length}\n`, 'latin1');
    writeFileAtomic(path, [header, data], { makeDir: true });
  } catch {
    // an unwritable cache folder: the next run compiles the script again
  }
}
