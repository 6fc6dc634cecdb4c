// Fails when the modules of a folder import each other in a cycle (type imports included), and
// prints each cycle. Run by `npm run lint` on src/; usage: node scripts/cycles.mjs [dir...]
// (the same check as `madge --circular --extensions ts src`, without the dependency).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const roots = process.argv.length > 2 ? process.argv.slice(2) : ['src'];

/** Every .ts/.tsx file under a directory. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/u.test(name) && !name.endsWith('.d.ts') ? [resolve(path)] : [];
  });
}

const all = roots.flatMap(files);
const known = new Set(all);
const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gu;

/** The project files a module imports (relative specifiers, `.js` written for `.ts`). */
function imports(file) {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/gu, '');
  const out = new Set();
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith('.')) continue;
    const base = resolve(dirname(file), spec).replace(/\.js$/u, '');
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => known.has(f));
    if (target !== undefined) out.add(target);
  }
  return [...out];
}

const graph = new Map(all.map((f) => [f, imports(f)]));

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let index = 0;
const stack = [];
const on = new Set();
const idx = new Map();
const low = new Map();
const cycles = [];
function connect(v) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  on.add(v);
  for (const w of graph.get(v)) {
    if (!idx.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) !== idx.get(v)) return;
  const component = [];
  let w;
  do {
    w = stack.pop();
    on.delete(w);
    component.push(w);
  } while (w !== v);
  if (component.length > 1 || graph.get(v).includes(v)) cycles.push(component);
}
for (const v of graph.keys()) if (!idx.has(v)) connect(v);

if (cycles.length > 0) {
  for (const c of cycles) console.error(`import cycle: ${c.map((f) => relative(process.cwd(), f)).join(' <-> ')}`);
  process.exit(1);
}
console.log(`no import cycles in ${all.length} modules`);
