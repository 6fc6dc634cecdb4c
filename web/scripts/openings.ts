/**
 * The opening position's report for the options a visitor is likely to pick, computed at build
 * time (the Vite plugin in vite.config.ts turns it into the `virtual:openings` module). The
 * opening is the one position that ranks every guess against every answer (6.5 s for lookahead,
 * 5 s with the frequency prior), so computing it here lets the first suggestion appear as soon as
 * the page is interactive; test/web/openings.test.ts checks it equals `Session.suggestions`.
 * Derived data: never committed; cached under node_modules/.cache by the hash of its inputs.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { builtinWordSet } from '../../src/data/lists.js';
import { gameConfig } from '../../src/strategies/context.js';
import { priorSpace, type PriorName } from '../../src/engine/game/prior.js';
import { Session } from '../../src/engine/game/session.js';
import { createStrategy } from '../../src/engine/game/strategies.js';
import { HEURISTICS } from '../../src/strategies/index.js';
import type { PositionReport } from '../src/protocol.js';

/** Lists precomputed. */
const LISTS = ['classic', 'nyt'] as const;

/**
 * The precomputed openings: every strategy under the uniform prior, and the default strategy
 * under the frequency prior (the others there take seconds each and are computed on demand).
 */
export const PRECOMPUTED: readonly { list: string; prior: PriorName; strategy: string }[] = LISTS.flatMap((list) => [
  ...HEURISTICS.map((s) => ({ list, prior: 'uniform' as const, strategy: s.name })),
  { list, prior: 'frequency' as const, strategy: 'entropy' },
]);

/** Key of a precomputed opening. Hard mode does not change the opening (there is no history yet). */
export const openingKey = (list: string, prior: string, strategy: string): string => `${list}/${prior}/${strategy}`;

/** Every precomputed opening report (top 10 suggestions), by `openingKey`. */
export function computeOpenings(top = 10): Record<string, PositionReport> {
  const out: Record<string, PositionReport> = {};
  for (const list of LISTS) {
    for (const prior of ['uniform', 'frequency'] as const) {
      const { words, weights } = priorSpace(builtinWordSet(list), prior);
      const config = gameConfig(words, buildPatternMatrix(words.guesses, words.answers), weights ? { weights } : {});
      for (const p of PRECOMPUTED.filter((x) => x.list === list && x.prior === prior)) {
        const suggestions = new Session(config, createStrategy(p.strategy)).suggestions(top);
        out[openingKey(list, prior, p.strategy)] = {
          remaining: words.answers.length,
          candidates: null,
          suggestions: suggestions.map(({ word, entropy, expectedSize, worstCase, isCandidate }) => ({
            word,
            entropy,
            expectedSize,
            worstCase,
            isCandidate,
          })),
          tree: null,
          ms: 0,
        };
      }
    }
  }
  return out;
}

const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** Every file under `dir`, sorted (for the cache key). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * `computeOpenings()`, cached on disk by the hash of its inputs (src/ and this file): a rebuild
 * with the same sources reuses the result, any change to them recomputes it.
 */
export function cachedOpenings(): Record<string, PositionReport> {
  const hash = createHash('sha256');
  for (const f of [...filesUnder(join(REPO, 'src')), fileURLToPath(import.meta.url)]) {
    hash.update(f.slice(REPO.length)).update(readFileSync(f));
  }
  const dir = join(REPO, 'node_modules/.cache/wordlekit');
  const file = join(dir, `openings-${hash.digest('hex').slice(0, 16)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, PositionReport>;
  } catch {
    const openings = computeOpenings();
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(openings));
    renameSync(tmp, file);
    return openings;
  }
}
