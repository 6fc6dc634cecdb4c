import { WordleError } from '../../core/errors.js';
import { formatFeedback } from '../../core/feedback.js';
import { allGreen, patternFromDigits } from '../../core/pattern.js';
import { quote } from '../../core/quote.js';
import { SOLVED, type Pattern, type Tree, type Word } from '../../core/types.js';
import { expectString, expectTree, expectWordSet } from '../../core/validate.js';
import type { WordSet } from '../../core/wordlist.js';

/**
 * Deepest tree (in guesses) a file may describe. Real trees stop at 6 to 12; the bound keeps every
 * recursive walk (verify, stats, writing) far from the stack limit, whatever a file says.
 */
export const MAX_TREE_DEPTH = 64;
/** Longest line of a text tree: MAX_TREE_DEPTH pairs of 8-letter guesses and feedback, with room. */
export const MAX_TREE_LINE = 4096;

/*
 * The indented plain-text format the published optimal trees use (Alex Selby, alex1770/wordle):
 *
 *   salet BBBBB1 courd BBBBB2 nymph BBBBY3 whiff GGGGG4
 *                                   BGYYB3 pygmy GGGGG4
 *                                   GGGGG3
 *
 * One line per answer: `guess FEEDBACKk` pairs (k = guesses so far), ending with an all-green
 * feedback. A line is indented to the column where it first differs from the line above, and
 * starts there. A bare `GGGGGk` means the guess before that column, in the line above, was the
 * answer. Children are written in the order of their feedback strings (B < G < Y), as published.
 */

const DIGIT: Readonly<Record<string, number>> = { B: 0, Y: 1, G: 2 };

/** The feedback as the text format writes it: uppercase B/Y/G. */
export function feedbackLetters(pattern: Pattern, length: number): string {
  return formatFeedback(pattern, length, 'letters').toUpperCase();
}

/** The branches of a node, ordered by their feedback strings, as the published files order them. */
export function sortedBranches(node: Tree & { kind: 'guess' }, length: number): [string, Pattern, Tree][] {
  const out: [string, Pattern, Tree][] = [];
  for (const [p, sub] of node.branches) out.push([feedbackLetters(p, length), p, sub]);
  return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/**
 * Write a tree in the indented text format, one line per answer, with a final newline.
 * Throws BAD_TREE when the tree cannot be written: a node without branches, or a path that ends
 * without an all-green feedback.
 */
export function formatTreeText(tree: Tree, words: WordSet): string {
  expectTree(tree, 'formatTreeText');
  expectWordSet(words, 'formatTreeText');
  const L = words.length;
  const win = allGreen(L);
  const lines: string[] = [];
  const path: string[] = [];
  let prev: readonly string[] = [];
  const emit = (): void => {
    let i = 0;
    while (i < path.length && i < prev.length && path[i] === prev[i]) i++;
    const indent = i === 0 ? 0 : path.slice(0, i).join(' ').length + 1;
    lines.push(' '.repeat(indent) + path.slice(i).join(' '));
    prev = path.slice();
  };
  const walk = (t: Tree, k: number): void => {
    if (t.kind === 'solved') throw new WordleError('BAD_TREE', 'cannot write a tree that is solved before any guess');
    if (t.branches.size === 0) {
      throw new WordleError(
        'BAD_TREE',
        `cannot write the tree: node "${[...path, t.guess].join(' ')}" has no branches`,
      );
    }
    path.push(t.guess);
    for (const [letters, p, sub] of sortedBranches(t, L)) {
      path.push(`${letters}${k}`);
      if (sub.kind === 'solved') {
        if (p !== win) {
          throw new WordleError('BAD_TREE', `cannot write the tree: "${path.join(' ')}" ends without all green`);
        }
        emit();
      } else {
        walk(sub, k + 1);
      }
      path.pop();
    }
    path.pop();
  };
  walk(tree, 1);
  return `${lines.join('\n')}\n`;
}

/** A guess node under construction; its `branches` map is filled in place. */
interface Building {
  readonly kind: 'guess';
  readonly guess: Word;
  readonly branches: Map<Pattern, Tree>;
}

/** One token of a line and the column it starts at. */
interface Token {
  readonly text: string;
  readonly col: number;
}

function tokenize(line: string): Token[] {
  const out: Token[] = [];
  for (const m of line.matchAll(/\S+/gu)) out.push({ text: m[0], col: m.index });
  return out;
}

/** Parser state: the tree so far, the line above, and where each node was first made. */
class TextTreeParser {
  root: Building | undefined;
  private prev: Token[] = [];
  private prevLine = 0;
  private readonly madeOn = new Map<Building, number>();
  private readonly feedbackRe: RegExp;

  constructor(
    private readonly source: string,
    private readonly words: WordSet,
  ) {
    this.feedbackRe = new RegExp(`^([BYG]{${words.length}})(\\d+)$`, 'u');
  }

  private fail(lineNo: number, why: string): never {
    throw new WordleError('BAD_TREE', `${this.source}:${lineNo}: ${why}`);
  }

  /** The full path of tokens this line stands for: the inherited prefix, then its own tokens. */
  private fullPath(raw: string, lineNo: number): { tokens: Token[]; own: number } {
    if (/^\s*\t/u.test(raw)) this.fail(lineNo, 'indentation must be spaces, not tabs');
    const own = tokenize(raw);
    const indent = own[0]?.col ?? 0;
    if (indent === 0) return { tokens: own, own: 0 };
    if (this.prevLine === 0)
      this.fail(lineNo, `the first line must not be indented (it starts at column ${indent + 1})`);
    const j = this.prev.findIndex((t) => t.col === indent);
    if (j < 0) {
      this.fail(lineNo, `indentation of ${indent} spaces does not line up with a token of line ${this.prevLine}`);
    }
    if (j % 2 === 0) {
      this.fail(
        lineNo,
        `indentation of ${indent} spaces lines up with a guess of line ${this.prevLine}, not a feedback`,
      );
    }
    return { tokens: [...this.prev.slice(0, j), ...own], own: j };
  }

  /** Check the tokens this line adds: words in the list, feedback letters, guess numbers, the end. */
  private check(tokens: readonly Token[], from: number, lineNo: number): void {
    const L = this.words.length;
    const green = 'G'.repeat(L);
    for (let i = from; i < tokens.length; i++) {
      const text = (tokens[i] as Token).text;
      if (i % 2 === 0) {
        if (!this.words.index.has(text)) {
          const why =
            /^[a-z]+$/u.test(text) && text.length === L ? 'is not in the word list' : `is not ${L} letters a-z`;
          this.fail(lineNo, `guess ${quote(text)} ${why}`);
        }
        continue;
      }
      const m = this.feedbackRe.exec(text);
      if (m === null)
        this.fail(lineNo, `bad feedback ${quote(text)}: expected ${L} letters B/Y/G then the guess number`);
      const k = (i + 1) / 2;
      if (Number(m[2]) !== k) this.fail(lineNo, `wrong guess number in "${text}": expected ${m[1]}${k}`);
      const last = i === tokens.length - 1;
      if (m[1] === green && !last) this.fail(lineNo, `"${text}" is all green but the line goes on`);
      if (m[1] !== green && last) this.fail(lineNo, `the line ends with "${text}", not with all green (${green}${k})`);
    }
    if (tokens.length % 2 === 1) {
      const last = (tokens[tokens.length - 1] as Token).text;
      this.fail(lineNo, `the line ends with guess "${last}" and no feedback (truncated?)`);
    }
  }

  /** Add one answer's path to the tree. */
  private insert(tokens: readonly Token[], lineNo: number): void {
    const guessAt = (q: number): Word => (tokens[2 * q] as Token).text;
    if (this.root === undefined) this.root = this.node(guessAt(0), lineNo);
    let node = this.root;
    if (node.guess !== guessAt(0)) {
      this.fail(lineNo, `first guess "${guessAt(0)}" differs from "${node.guess}" on line ${this.madeOn.get(node)}`);
    }
    const pairs = tokens.length / 2;
    for (let q = 0; q < pairs; q++) {
      const letters = (tokens[2 * q + 1] as Token).text.slice(0, this.words.length);
      const p = patternFromDigits([...letters].map((c) => DIGIT[c] as number));
      const sub = node.branches.get(p);
      if (q === pairs - 1) {
        if (sub !== undefined) this.fail(lineNo, `duplicate: "${node.guess} ${letters}" already has a line`);
        node.branches.set(p, SOLVED);
        return;
      }
      const next = guessAt(q + 1);
      if (sub === undefined) {
        const made = this.node(next, lineNo);
        node.branches.set(p, made);
        node = made;
      } else if (sub.kind === 'solved' || sub.guess !== next) {
        const was = sub.kind === 'solved' ? 'the end of a line' : `"${sub.guess}"`;
        this.fail(lineNo, `after "${node.guess} ${letters}" this line plays "${next}" but an earlier line has ${was}`);
      } else {
        node = sub as Building;
      }
    }
  }

  private node(guess: Word, lineNo: number): Building {
    const made: Building = { kind: 'guess', guess, branches: new Map() };
    this.madeOn.set(made, lineNo);
    return made;
  }

  /** Read one line. */
  line(raw: string, lineNo: number): void {
    if (raw.length > MAX_TREE_LINE) {
      throw new WordleError(
        'TOO_LARGE',
        `${this.source}:${lineNo}: line of ${raw.length} characters (limit ${MAX_TREE_LINE})`,
      );
    }
    const { tokens, own } = this.fullPath(raw, lineNo);
    if (tokens.length > 2 * MAX_TREE_DEPTH) {
      this.fail(lineNo, `the line is more than ${MAX_TREE_DEPTH} guesses deep (the limit for tree files)`);
    }
    this.check(tokens, own, lineNo);
    this.insert(tokens, lineNo);
    this.prev = tokens;
    this.prevLine = lineNo;
  }
}

/**
 * Read a tree in the indented text format. Every guess must be in the word list. Errors are
 * BAD_TREE and name the source, the line number and the reason: bad indentation, bad feedback,
 * a wrong guess number, an unknown word, a truncated line, or two lines that disagree.
 * Whether the feedback is right for the words is `verifyTree`'s job, not the parser's.
 */
export function parseTreeText(text: string, source: string, words: WordSet): Tree {
  expectString(text, 'parseTreeText', 'text');
  expectString(source, 'parseTreeText', 'source');
  expectWordSet(words, 'parseTreeText');
  const parser = new TextTreeParser(source, words);
  const body = text.replace(/^\uFEFF/u, '');
  let lineNo = 0;
  for (let start = 0; start <= body.length;) {
    let end = body.indexOf('\n', start);
    if (end < 0) end = body.length;
    lineNo++;
    const raw = body.slice(start, end);
    if (raw.trim() !== '') parser.line(raw.trimEnd(), lineNo);
    start = end + 1;
  }
  if (parser.root === undefined) throw new WordleError('BAD_TREE', `${source}: no tree lines found (empty file?)`);
  return parser.root;
}
