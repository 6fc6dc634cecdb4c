// Multi-board strategies compared on seeded random answer tuples (the classic lists), as
// `wordle bench --boards N` plays them, then the exact search of several boards on positions of
// those games (bench/boards-exact.mjs). Prints figures; asserts nothing.
// Run with `npm run bench:boards` (builds first); GAMES=N to change the number of games (Octordle:
// at most 300), ONLY=table or ONLY=exact for one part, STRATEGIES=a,b to choose the rows.
// `S+exact` is strategy S with the exact endgame (withExactEndgame: the proven best guess wherever
// the exact search finishes, at most 100 joint answers and 200,000 positions a turn: what
// `suggest --boards` and the assistant advise); `endgame` is the older shortlist endgame (a bound).
import { availableParallelism } from 'node:os';
import { buildPatternMatrix } from '../dist/core/matrix.js';
import { builtinWordSet } from '../dist/data/lists.js';
import { benchBoards } from '../dist/engine/game/bench.js';
import { withExactEndgame } from '../dist/engine/boards/exact-endgame.js';
import { gameConfig } from '../dist/strategies/context.js';
import { createStrategy } from '../dist/engine/game/strategies.js';
import { benchExact } from './boards-exact.mjs';

const words = builtinWordSet('classic');
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
const games = Number(process.env.GAMES ?? 1000);
const only = process.env.ONLY;
const names = (process.env.STRATEGIES ?? 'entropy,endgame,entropy+exact,rollout,rollout+exact').split(',');

/** A strategy by its bench name: `S` or `S+exact`. */
function strategy(name) {
  const [base, exact] = name.split('+');
  const s = createStrategy(base, { boards: 2 });
  return exact === 'exact' ? withExactEndgame(config, s) : s;
}

console.log(`node ${process.version}, ${availableParallelism()} cores (one used), classic lists, seed 1`);
if (only !== 'exact') {
  console.log('boards  strategy       games  average  max  win rate  histogram (guesses: games)         time');
  for (const boards of [2, 4, 8]) {
    for (const name of names) {
      const n = boards === 8 ? Math.min(games, 300) : games;
      const t = performance.now();
      const s = benchBoards(config, strategy(name), { boards, games: n, seed: 1 });
      const hist = s.histogram
        .map((c, k) => [k, c])
        .filter(([, c]) => c > 0)
        .map(([k, c]) => `${k}:${c}`)
        .join(' ');
      const secs = ((performance.now() - t) / 1000).toFixed(1);
      console.log(
        `${String(boards).padStart(6)}  ${name.padEnd(13)}  ${String(n).padStart(5)}  ${s.average.toFixed(3).padStart(7)}  ` +
          `${String(s.max).padStart(3)}  ${s.solvedPct.toFixed(2).padStart(7)}%  ${hist.padEnd(34)} ${secs} s`,
      );
    }
  }
}
if (only !== 'table') benchExact(config);
