// Fails when the modules of a folder import each other in a cycle (type imports included), and
// prints each cycle. Run by `npm run lint` on src/ and web/src/; usage:
//   node scripts/cycles.mjs [--folders DIR]... [dir...]
// (the same check as `madge --circular --extensions ts src`, without the dependency).
// With --folders DIR it also fails when the folders directly under DIR import each other in a
// cycle (src/engine: game → exact → analysis → game was one), naming one import of each step.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const args = process.argv.slice(2);
const folderRoots = args.flatMap((a, i) => (args[i - 1] === '--folders' ? [resolve(a)] : []));
const dirs = args.filter((a, i) => a !== '--folders' && args[i - 1] !== '--folders');
const roots = dirs.length > 0 ? dirs : ['src'];

/** Every .ts/.tsx file under a directory. */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/u.test(name) && !name.endsWith('.d.ts') ? [resolve(path)] : [];
  });
}

const all = [...new Set([...roots, ...folderRoots].flatMap(files))];
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

/** The strongly connected components of a graph (Map: node → nodes) that are cycles (Tarjan). */
function cyclesOf(graph) {
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
  return cycles;
}

const graph = new Map(all.map((f) => [f, imports(f)]));
const rel = (f) => relative(process.cwd(), f);
const problems = cyclesOf(new Map(roots.flatMap(files).map((f) => [f, graph.get(f)]))).map(
  (c) => `import cycle: ${c.map(rel).join(' <-> ')}`,
);

/** The folders under `root` whose modules import each other in a cycle, with one import of each step. */
function folderCycles(root) {
  const folderOf = (f) => (f.startsWith(root + sep) ? relative(root, f).split(sep)[0] : undefined);
  const folders = new Map(); // folder → Map(folder it imports → one import that does it)
  for (const [f, targets] of graph) {
    const from = folderOf(f);
    if (from === undefined || !f.slice(root.length + 1).includes(sep)) continue; // files directly in root: none
    if (!folders.has(from)) folders.set(from, new Map());
    for (const t of targets) {
      const to = folderOf(t);
      if (to !== undefined && to !== from && !folders.get(from).has(to)) folders.get(from).set(to, [f, t]);
    }
  }
  const folderGraph = new Map([...folders].map(([k, v]) => [k, [...v.keys()].filter((to) => folders.has(to))]));
  return cyclesOf(folderGraph).map((cycle) => {
    const inCycle = new Set(cycle);
    const steps = cycle.flatMap((from) =>
      [...folders.get(from)]
        .filter(([to]) => inCycle.has(to))
        .map(([to, [f, t]]) => `  ${from} → ${to}: ${rel(f)} imports ${rel(t)}`),
    );
    return `folder cycle in ${rel(root)}: ${cycle.join(', ')}\n${steps.join('\n')}`;
  });
}
problems.push(...folderRoots.flatMap(folderCycles));

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
const folderNote = folderRoots.map((r) => `, nor between the folders of ${rel(r)}`).join('');
console.log(`no import cycles in ${roots.flatMap(files).length} modules${folderNote}`);
