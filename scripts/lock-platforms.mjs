// Restores the lock entries of platform builds (e.g. @rollup/rollup-win32-x64-msvc) that `npm install`
// leaves out when the registry it reads (a partial mirror) lacks them; `npm ci` refuses such a lock.
// Each entry is written as npm writes it (optional, with os, cpu and libc from the package's name);
// `npm ci` skips the ones for other systems without downloading them. Run: npm run lock:platforms
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const platform =
  /-(android|darwin|freebsd|linux|netbsd|openbsd|openharmony|sunos|aix|win32)-([a-z0-9]+)(?:-([a-z0-9]+))?$/;
const added = [];
for (const [at, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const top = `node_modules/${dep}`;
    if (lock.packages[top] || lock.packages[`${at}/${top}`]) continue;
    const m = platform.exec(dep);
    if (!m) {
      console.error(`lock-platforms: ${dep} (wanted by ${at}) is missing and is not a platform build: run npm install`);
      process.exitCode = 1;
      continue;
    }
    const [, os, cpu, abi] = m;
    const libc = /^musl/.test(abi ?? '') ? ['musl'] : /^gnu/.test(abi ?? '') ? ['glibc'] : undefined;
    lock.packages[top] = {
      version,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc } : {}),
      license: entry.license ?? 'MIT',
      optional: true,
      os: [os],
    };
    added.push(`${dep}@${version}`);
  }
}
const order = Object.keys(lock.packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en')));
lock.packages = Object.fromEntries(order.map((k) => [k, lock.packages[k]]));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `lock-platforms: added ${added.join(', ')}` : 'lock-platforms: nothing missing');
