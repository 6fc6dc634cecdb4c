import { builtinWordSet, Searcher, rootPosition, fastestKernel } from '/work/main/dist/index.js';
const words = builtinWordSet('classic');
const hard = process.argv[2] === 'hard';
const kernel = fastestKernel(5);
const s = new Searcher(words, undefined, { hard, objective: 'depth', ...(kernel ? { kernel } : {}) });
const root = rootPosition(words, { hard });
const list = process.argv.slice(3);
const t0 = performance.now();
let lose = 0;
for (const w of list) {
  const t = performance.now();
  const v = s.guessValue(root, w, 1e9);
  if (v >= 1e9) lose++;
  if (list.length < 30) console.log(w, v, (performance.now() - t).toFixed(0), 'ms');
}
console.log(list.length, 'openings', lose, 'lose', ((performance.now() - t0) / 1000).toFixed(1), 's');
