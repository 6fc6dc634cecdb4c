// The exact search of several boards (src/search/boards) on positions met in real games: how large
// a position it proves within 1 s (joint answers: the product of the open boards' answers left;
// boards open; guesses left). Positions come from the rollout strategy's seeded games (classic
// lists, seed 1), in bands of joint answers; each is searched cold (a fresh search, no memo) with a
// 1 s budget, and its time is set against the rollout strategy's pick on the same position, in the
// same process (the machine is shared: ratios hold better than times). Prints figures; asserts nothing.
import { Session } from '../dist/engine/game/session.js';
import { sampleAnswerTuples } from '../dist/engine/game/bench.js';
import { solve } from '../dist/engine/game/solve.js';
import { scoreBoards } from '../dist/core/boards.js';
import { BoardsSearch } from '../dist/search/boards/exact.js';
import { createStrategy } from '../dist/engine/game/strategies.js';

const BANDS = [
  [1, 10],
  [11, 30],
  [31, 100],
  [101, 300],
  [301, 1000],
  [1001, 3000],
  [3001, 10000],
];
const PER_BAND = Number(process.env.PER_BAND ?? 6);
const BUDGET_MS = 1000;

/** Positions with two boards open or more from `games` seeded games of `boards` boards, by band. */
function positions(config, boards, games) {
  const rollout = createStrategy('rollout', { boards: 2 });
  const byBand = BANDS.map(() => []);
  const tuples = sampleAnswerTuples(config.words.answers.length, boards, games, 1);
  for (const t of tuples) {
    const answers = t.map((a) => config.words.answers[a]);
    const { steps } = solve(config, rollout, answers, { maxGuesses: boards + 5 });
    const session = new Session(config, rollout, { boards });
    for (const step of steps) {
      if (session.solved) break;
      const pos = session.boardsPosition();
      const joint = pos.boards.reduce((n, b) => n * b.length, 1);
      const band = BANDS.findIndex(([lo, hi]) => joint >= lo && joint <= hi);
      if (pos.boards.length > 1 && pos.guessesLeft > 0 && band >= 0 && byBand[band].length < PER_BAND) {
        byBand[band].push({ boards: pos.boards, left: pos.guessesLeft, joint, pos });
      }
      session.play({ guess: step.guess, patterns: scoreBoards(step.guess, answers, session.solvedBoards) });
    }
    if (byBand.every((b) => b.length >= PER_BAND)) break;
  }
  return byBand;
}

/** Search one position cold within the budget: its time, and whether it proved the best guess. */
function searchCold(config, p) {
  const search = new BoardsSearch(config.words, config.matrix);
  const t = performance.now();
  const stop = () => performance.now() - t > BUDGET_MS;
  let proven = false;
  try {
    proven = search.within({ stop }, () => search.rank(p.boards, p.left, 1))[0]?.exact === true;
  } catch (e) {
    if (e?.code !== 'INTERRUPTED') throw e;
  }
  const ms = performance.now() - t;
  // The clock is read between positions expanded: a proof that lands past the budget does not count.
  return { ms, proven: proven && ms <= BUDGET_MS };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The exact section of `npm run bench:boards`: one table per count of boards, then the largest proven. */
export function benchExact(config, log = console.log) {
  const rollout = createStrategy('rollout', { boards: 2 });
  log(`\nExact search of several boards: positions from the rollout's games, cold, ${BUDGET_MS} ms budget`);
  log(
    'boards  joint answers  positions  proven  median ms (proven)  rollout pick ms  ratio  boards open  guesses left',
  );
  const largest = [];
  for (const boards of [2, 4, 8]) {
    const bands = positions(config, boards, boards === 8 ? 60 : 200);
    bands.forEach((list, i) => {
      if (list.length === 0) return;
      const runs = list.map((p) => {
        const r = searchCold(config, p);
        const t = performance.now();
        rollout.pick(p.pos);
        return { ...p, ...r, pickMs: performance.now() - t };
      });
      const proven = runs.filter((r) => r.proven);
      for (const r of proven)
        largest.push({ game: boards, open: r.boards.length, left: r.left, joint: r.joint, ms: r.ms });
      const exactMs = median(proven.map((r) => r.ms));
      const pickMs = median(runs.map((r) => r.pickMs));
      const open = [...new Set(list.map((p) => p.boards.length))].sort().join(',');
      const left = [...new Set(list.map((p) => p.left))].sort((a, b) => a - b).join(',');
      const [lo, hi] = BANDS[i];
      log(
        `${String(boards).padStart(6)}  ${`${lo}-${hi}`.padStart(13)}  ${String(list.length).padStart(9)}  ` +
          `${`${proven.length}/${list.length}`.padStart(6)}  ${(proven.length ? exactMs.toFixed(0) : '-').padStart(18)}  ` +
          `${pickMs.toFixed(0).padStart(15)}  ${(proven.length ? (exactMs / pickMs).toFixed(2) : '-').padStart(5)}  ` +
          `${open.padStart(11)}  ${left.padStart(12)}`,
      );
    });
  }
  largest.sort((a, b) => b.joint - a.joint);
  const top = largest[0];
  if (top !== undefined) {
    log(
      `largest proven within ${BUDGET_MS} ms: ${top.joint} joint answers (${top.game} boards, ${top.open} open, ` +
        `${top.left} guesses left) in ${top.ms.toFixed(0)} ms`,
    );
  }
  return largest;
}
