import { WordleError } from '../../core/errors.js';
import { hashString } from '../../core/hash.js';
import { formatTurn, parseHistory } from '../../core/history.js';
import { quote } from '../../core/quote.js';
import { badArgument, expectObject, expectPosition, expectString, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';
import { fromPlainTree } from '../../search/position/plain-tree.js';
import {
  guessesLeft,
  positionAfter,
  PositionSplitter,
  rootPosition,
  type Position,
  type PositionRules,
} from '../../search/position/position.js';
import type { Refutation, SolvedPosition } from '../../search/parallel/store.js';
import { verifyTree } from '../tree/verify.js';
import { weightedReach } from '../tree/weighted.js';
import { jsonDepthExceeds } from '../tree/json.js';
import { MAX_TREE_DEPTH } from '../tree/text.js';

/** What a checkpoint is for; a checkpoint made for anything else is refused. */
export interface CheckpointMeta {
  readonly format: 'wordle-checkpoint';
  readonly version: 2;
  /** The word lists' checksum. */
  readonly lists: string;
  readonly hard: boolean;
  readonly maxGuesses: number;
  /** The run, e.g. `first salet` or `soare=ygbbb first thumb`. */
  readonly task: string;
}

/**
 * The contents of a checkpoint: proven results and refutations by position key (see
 * `positionKey`), and a digest of both.
 */
export interface CheckpointData extends CheckpointMeta {
  readonly results: Readonly<Record<string, SolvedPosition>>;
  readonly refuted?: Readonly<Record<string, readonly Refutation[]>>;
  /** `hashString` of the results and refutations as written: a damaged or edited file is refused. */
  readonly digest: string;
}

/** What a checkpoint keeps: proven results and refutations, by position key. */
export interface CheckpointContents {
  readonly results: ReadonlyMap<string, SolvedPosition>;
  readonly refuted: ReadonlyMap<string, readonly Refutation[]>;
}

const digestOf = (results: unknown, refuted: unknown): string =>
  hashString(`${JSON.stringify(results)}\n${JSON.stringify(refuted)}`);

/** The text of a checkpoint file (JSON, one line) with its digest. */
export function checkpointText(meta: CheckpointMeta, contents: CheckpointContents): string {
  expectObject(meta, 'checkpointText', 'meta');
  expectObject(contents, 'checkpointText', 'contents');
  for (const k of ['results', 'refuted'] as const) {
    const m: unknown = contents[k];
    if (!(m instanceof Map)) badArgument('checkpointText', `contents.${k}`, 'a Map', m);
  }
  const results = Object.fromEntries(contents.results);
  const refuted = Object.fromEntries(contents.refuted);
  return `${JSON.stringify({ ...meta, results, refuted, digest: digestOf(results, refuted) } satisfies CheckpointData)}\n`;
}

/**
 * Check one stored result from scratch, trusting nothing in it: the key must be a history that
 * leaves some answers; the tree must solve exactly those answers (hard-mode legal after that
 * history, when hard) within the guesses left, with exactly the stored total, starting with the
 * stored guess. Returns the problem, or null when it all holds. (A stored total is then a real
 * tree's total: an upper bound on the optimum, and exact because only proven values are stored —
 * a file edited to claim a better total than its tree cannot pass.)
 */
export function checkSolved(
  words: WordSet,
  rules: Required<PositionRules>,
  key: string,
  r: unknown,
  weights?: ArrayLike<number>,
): string | null {
  expectWordSet(words, 'checkSolved');
  expectObject(rules, 'checkSolved', 'rules');
  expectString(key, 'checkSolved', 'key');
  return checkSolvedWith(new Positions(words, rules), key, r, weights);
}

/**
 * Positions by history key, each found from its parent's answers (a checkpoint's keys share
 * their first turns: filtering all the answers again for each would dominate reading it).
 */
class Positions {
  private readonly known = new Map<string, Position>();
  private readonly splitter: PositionSplitter;
  constructor(
    readonly words: WordSet,
    readonly rules: Required<PositionRules>,
  ) {
    this.splitter = new PositionSplitter(words);
  }

  /** The position after a key's history (throws as `positionAfter` does). */
  of(key: string): Position {
    let p = this.known.get(key);
    if (p !== undefined) return p;
    const history = key === '(start)' ? [] : parseHistory(key.split(' '), this.words.length);
    if (history.length === 0) p = rootPosition(this.words, this.rules);
    else {
      const parentKey = history.length === 1 ? '(start)' : history.slice(0, -1).map(formatTurn).join(' ');
      const parent = this.of(parentKey);
      const last = history.at(-1)!;
      // Every outcome of the guess at once: the others are the keys next to this one.
      for (const c of this.splitter.split(parent, last.guess).children) {
        this.known.set(
          `${parentKey === '(start)' ? '' : `${parentKey} `}${formatTurn(c.position.history.at(-1)!)}`,
          c.position,
        );
      }
      p = this.known.get(key) ?? positionAfter(this.words, history, this.rules); // none fits: throws, naming the turn
    }
    this.known.set(key, p);
    return p;
  }
}

function checkSolvedWith(positions: Positions, key: string, r: unknown, weights?: ArrayLike<number>): string | null {
  try {
    return checkSolvedAt(positions.words, positions.of(key), r, key, weights);
  } catch (e) {
    if (e instanceof WordleError) return e.message;
    throw e;
  }
}

/**
 * Check a solved result `{ value, guess, tree }` at a position, from scratch (see `checkSolved`):
 * its tree, starting with its guess, finds every answer of the position within the guesses left
 * (hard-mode legal when hard), with exactly its value as total (with `weights`, one per answer id:
 * its weighted total, Σ weight × guesses). `label` names the position in messages. Returns the
 * problem, or null.
 */
export function checkSolvedAt(
  words: WordSet,
  position: Position,
  r: unknown,
  label = '(position)',
  weights?: ArrayLike<number>,
): string | null {
  expectWordSet(words, 'checkSolvedAt');
  expectPosition(position, 'checkSolvedAt');
  try {
    const s = r as SolvedPosition;
    if (typeof s?.value !== 'number' || typeof s.guess !== 'string') return 'value or guess missing';
    const tree = fromPlainTree(s.tree, label);
    if (tree.kind !== 'guess' || tree.guess !== s.guess) return `its tree does not start with ${String(s.guess)}`;
    const report = verifyTree(tree, words, {
      hard: position.hard,
      maxGuesses: position.maxGuesses,
      from: { answers: Array.from(position.answers, (a) => words.answers[a]!), history: position.history },
    });
    if (report.status !== 'valid') return report.message;
    const total = weights === undefined ? report.total : weightedReach(tree, words, position.answers, weights).total;
    const unit = weights === undefined ? 'guesses' : 'weighted guesses';
    if (total !== s.value) return `it claims ${s.value} ${unit} but its tree takes ${total}`;
    if (report.max > guessesLeft(position))
      return `its tree needs ${report.max} guesses, more than the ${guessesLeft(position)} left`;
    return null;
  } catch (e) {
    if (e instanceof WordleError) return e.message;
    throw e;
  }
}

/** Parse and check a whole checkpoint against what the run expects; throws BAD_FILE naming the problem. */
export function readCheckpoint(
  text: string,
  source: string,
  words: WordSet,
  expect: CheckpointMeta,
): { results: Map<string, SolvedPosition>; refuted: Map<string, Refutation[]> } {
  expectString(text, 'readCheckpoint', 'text');
  expectString(source, 'readCheckpoint', 'source');
  expectWordSet(words, 'readCheckpoint');
  expectObject(expect, 'readCheckpoint', 'expect');
  let data: CheckpointData;
  // Trees nest three arrays a guess; refuse absurd nesting before parsing (no stack overflow).
  if (jsonDepthExceeds(text, 3 * MAX_TREE_DEPTH + 8)) {
    throw new WordleError('BAD_FILE', `${source}: nested deeper than any checkpoint (${MAX_TREE_DEPTH} guesses)`);
  }
  try {
    data = JSON.parse(text) as CheckpointData;
  } catch {
    throw new WordleError('BAD_FILE', `${source}: not a checkpoint file (invalid JSON)`);
  }
  if (typeof data !== 'object' || data === null) throw new WordleError('BAD_FILE', `${source}: not a checkpoint file`);
  for (const k of ['format', 'version', 'lists', 'hard', 'maxGuesses', 'task'] as const) {
    if (data[k] !== expect[k]) {
      throw new WordleError(
        'BAD_FILE',
        `${source}: the checkpoint is for another run (${k} differs); delete it or pass another file`,
      );
    }
  }
  if (typeof data.results !== 'object' || data.results === null)
    throw new WordleError('BAD_FILE', `${source}: no results`);
  const refutedIn = data.refuted ?? {};
  if (typeof refutedIn !== 'object' || refutedIn === null)
    throw new WordleError('BAD_FILE', `${source}: bad refutations`);
  // A value cannot be proven optimal again without redoing the work, nor a refutation: the digest
  // refuses a damaged or edited file; every tree is then checked from scratch below.
  if (data.digest !== digestOf(data.results, data.refuted ?? {})) {
    throw new WordleError(
      'BAD_FILE',
      `${source}: the checkpoint is damaged or was edited (its digest does not match); delete it to start again`,
    );
  }
  const positions = new Positions(words, { hard: expect.hard, maxGuesses: expect.maxGuesses });
  const refuted = new Map<string, Refutation[]>();
  for (const [key, list] of Object.entries(refutedIn)) {
    const problem = checkRefutations(positions, key, list);
    if (problem !== null)
      throw new WordleError('BAD_FILE', `${source}: refutations for ${quote(key)} are not valid: ${problem}`);
    refuted.set(key, list as Refutation[]);
  }
  const out = new Map<string, SolvedPosition>();
  for (const [key, r] of Object.entries(data.results)) {
    const problem = checkSolvedWith(positions, key, r);
    if (problem !== null)
      throw new WordleError('BAD_FILE', `${source}: result for ${quote(key)} is not valid: ${problem}`);
    out.set(key, r);
  }
  return { results: out, refuted };
}

/** Check refutations' form: the key a history leaving some answers, each a cutoff and allowed guesses. */
function checkRefutations(positions: Positions, key: string, list: unknown): string | null {
  const { words } = positions;
  try {
    positions.of(key);
  } catch (e) {
    if (e instanceof WordleError) return e.message;
    throw e;
  }
  if (!Array.isArray(list)) return 'not a list';
  for (const r of list as unknown[]) {
    const { beta, guesses } = (r ?? {}) as { beta?: unknown; guesses?: unknown };
    if (typeof beta !== 'number' || !Number.isSafeInteger(beta) || beta < 1) return `bad cutoff ${String(beta)}`;
    if (!Array.isArray(guesses) || guesses.length === 0) return 'no guesses';
    for (const g of guesses as unknown[]) {
      if (typeof g !== 'string' || !words.index.has(g)) return `${quote(String(g))} is not an allowed guess`;
    }
  }
  return null;
}
