// Multi-board strategies compared on seeded random answer tuples (the classic lists), as
// `wordle bench --boards N` plays them. Prints figures; asserts nothing.
// Run with `npm run bench:boards` (builds first); GAMES=N to change the number of games.
import { availableParallelism } from 'node:os';
import { buildPatternMatrix } from '../dist/core/matrix.js';
import { builtinWordSet } from '../dist/data/lists.js';
import { benchBoards } from '../dist/engine/boards/bench.js';
import { gameConfig } from '../dist/strategies/context.js';
import { createBoardsStrategy } from '../dist/strategies/boards/index.js';

const words = builtinWordSet('classic');
const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
const games = Number(process.env.GAMES ?? 1000);
console.log(`node ${process.version}, ${availableParallelism()} cores (one used), classic lists, seed 1`);
console.log('boards  strategy  games  average  max  win rate  histogram (guesses: games)         time');
for (const boards of [2, 4, 8]) {
  for (const name of ['entropy', 'endgame', 'rollout']) {
    const n = boards === 8 ? Math.min(games, 300) : games;
    const t = performance.now();
    const s = benchBoards(config, createBoardsStrategy(name), { boards, games: n, seed: 1 });
    const hist = s.histogram
      .map((c, k) => [k, c])
      .filter(([, c]) => c > 0)
      .map(([k, c]) => `${k}:${c}`)
      .join(' ');
    const secs = ((performance.now() - t) / 1000).toFixed(1);
    console.log(
      `${String(boards).padStart(6)}  ${name.padEnd(8)}  ${String(n).padStart(5)}  ${s.average.toFixed(3).padStart(7)}  ` +
        `${String(s.max).padStart(3)}  ${(100 * s.winRate).toFixed(2).padStart(7)}%  ${hist.padEnd(34)} ${secs} s`,
    );
  }
}
