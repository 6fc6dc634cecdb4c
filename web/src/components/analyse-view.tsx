/**
 * Analyse a game played anywhere: paste its share text (the NYT's "Wordle 1,490 5/6" header names
 * its answer, from the app's history) and type the guesses (each row lists the words that fit its
 * colours), or type the guesses alone (a won game's last guess is its answer), and get the
 * turn-by-turn analysis. A game from the assistant or a link (`#mode=analyse&h=…`) is analysed at once.
 */
import { useState } from 'preact/hooks';
import { scoreGuess, type WordSet } from 'wordlekit';
import { practiceAnswer } from '../puzzle.js';
import { isNytDay, longDate, nytAnswer } from '../nyt.js';
import { parseShareText, type SharedGame } from '../share.js';
import type { SolverClient } from '../solver-client.js';
import { adviceDay, solverOptions, withList, WORD_LENGTH, type AppState, type Navigate } from '../url-state.js';
import { DayPicker } from './nyt-picker.js';
import { useWords } from '../use-words.js';
import { Analysis } from './analysis.js';
import { PasteRows, type PasteRow } from './paste-rows.js';
import { Squares } from './tiles.js';

interface AnalyseViewProps {
  readonly solver: SolverClient;
  readonly state: AppState;
  readonly navigate: Navigate;
}

const WORD = /^[a-z]{5}$/u;
const ALL_GREEN = 3 ** WORD_LENGTH - 1;

/** The analysis of the URL's game, and the form to paste another. */
export function AnalyseView({ solver, state, navigate }: AnalyseViewProps) {
  return (
    <div class="page analyse">
      {state.review.length > 0 && (
        <Analysis solver={solver} options={solverOptions(state)} day={adviceDay(state)} history={state.review} />
      )}
      <PasteForm solver={solver} state={state} navigate={navigate} open={state.review.length === 0} />
    </div>
  );
}

/** Why the pasted game cannot be analysed yet, or null when every row is filled in and fits. */
function pasteProblem(rows: readonly PasteRow[], answer: string, words: WordSet | null): string | null {
  if (rows.length === 0) return 'Paste the rows of coloured squares, or type the guesses.';
  if (!WORD.test(answer)) return 'Type the answer (5 letters).';
  const missing = rows.findIndex((r) => !WORD.test(r.guess));
  if (missing >= 0) return `Type guess ${missing + 1}.`;
  const wrong = rows.findIndex((r) => r.problem !== null);
  if (wrong >= 0) return `Guess ${wrong + 1}: ${rows[wrong]!.problem ?? ''}.`;
  if (words === null) return 'The word list is loading.';
  const unknown = rows.find((r) => !words.index.has(r.guess));
  return unknown === undefined ? null : `${unknown.guess.toUpperCase()} is not in the word list.`;
}

/** The pasted rows with the guesses typed so far (a green row is the answer) and each row's problem. */
function pasteRows(patterns: readonly number[], guesses: readonly string[], answer: string): PasteRow[] {
  return patterns.map((pattern, i) => {
    const known = pattern === ALL_GREEN && WORD.test(answer);
    const guess = known ? answer : (guesses[i] ?? '');
    const fits = !WORD.test(guess) || !WORD.test(answer) || scoreGuess(guess, answer) === pattern;
    const problem = fits ? null : `${guess.toUpperCase()} does not get these colours against ${answer.toUpperCase()}`;
    return { pattern, guess, fixed: known, problem };
  });
}

/** Rows from the guesses alone: each scored against the answer (a won game's last guess, unless given). */
function typedRows(guesses: readonly string[], answer: string): PasteRow[] {
  return guesses.map((guess) => {
    const ok = WORD.test(guess) && WORD.test(answer);
    const problem = WORD.test(guess) ? null : `${guess.toUpperCase()} is not five letters a-z`;
    return { pattern: ok ? scoreGuess(guess, answer) : 0, guess, fixed: true, problem };
  });
}

/** The words of the guesses field: letters a-z, split at anything else. */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z]+/u)
    .filter((w) => w !== '');

/** The NYT puzzle a game is of: its pasted header's number, else the day picked, else none. */
function nytDayOf(shared: SharedGame | null, picked: number | null): number | null {
  // (a header past the NYT's numbering names no puzzle)
  if (shared !== null && shared.number !== null) return shared.ours || !isNytDay(shared.number) ? null : shared.number;
  return picked;
}

/** The answer the game's header or day names: this app's practice game's, or the NYT's from its history (null: not there). */
function headerAnswer(shared: SharedGame | null, day: number | null, words: WordSet | null): string | null {
  if (shared?.ours === true && shared.number !== null)
    return words === null ? null : practiceAnswer(words, shared.number);
  return day === null ? null : nytAnswer(day);
}

/** The line under the share text saying what its NYT header (or the day picked) names. */
function HeaderNote({ day }: { readonly day: number | null }) {
  if (day === null) return null;
  const answer = nytAnswer(day);
  return (
    <p class="muted small" data-testid="nyt-note">
      {answer !== null
        ? `NYT Wordle #${day}, ${longDate(day)}: its answer, from the app's history, is ${answer.toUpperCase()}.`
        : `NYT Wordle #${day} (${longDate(day)}) is not in this app's history: type the answer, or the guesses (a won game's last guess is its answer).`}
    </p>
  );
}

/**
 * The game pasted so far: the answer (typed, else the header's, else a won game's last guess) and
 * the rows (the grid's, with the guesses typed in its rows or the guesses field; else the guesses
 * alone, scored against the answer).
 */
function pastedGame(
  shared: SharedGame | null,
  day: number | null,
  typedWords: readonly string[],
  answer: string,
  rowTyped: readonly string[],
  words: WordSet | null,
): { theAnswer: string; rows: PasteRow[] } {
  const grid = shared?.patterns ?? [];
  const won = grid.length === 0 || grid[grid.length - 1] === ALL_GREEN;
  const named = headerAnswer(shared, day, words);
  const theAnswer = answer !== '' ? answer : (named ?? (won ? (typedWords.at(-1) ?? '') : ''));
  const rowGuesses = grid.map((_, i) => rowTyped[i] || typedWords[i] || '');
  return {
    theAnswer,
    rows: grid.length > 0 ? pasteRows(grid, rowGuesses, theAnswer) : typedRows(typedWords, theAnswer),
  };
}

function PasteForm({ solver, state, navigate, open }: AnalyseViewProps & { readonly open: boolean }) {
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const [answer, setAnswer] = useState('');
  const [guesses, setGuesses] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const shared = parseShareText(text);
  const day = nytDayOf(shared, picked);
  // (an NYT game is played on today's NYT list)
  const list = day === null ? state.options.list : 'nyt';
  const words = useWords(list);
  const grid = shared?.patterns ?? [];
  const { theAnswer, rows } = pastedGame(shared, day, wordsOf(typed), answer, guesses, words);
  const analyse = (e: Event): void => {
    e.preventDefault();
    const why = pasteProblem(rows, theAnswer, words);
    setProblem(why);
    if (why !== null) return;
    const review = rows.map((r) => ({ guess: r.guess, pattern: r.pattern }));
    // (an NYT game's day, from its header or picked: graded under that day's prior, as the assistant advised)
    const options = { ...withList(state.options, list), hard: shared?.hard ?? false };
    navigate({ mode: 'analyse', review, day: day ?? state.day, options }, 'push');
  };
  const setGuess = (i: number, v: string): void => setGuesses((g) => rows.map((_, k) => (k === i ? v : (g[k] ?? ''))));
  return (
    <details class="panel paste" open={open}>
      <summary>
        <h2>Analyse a shared game</h2>
      </summary>
      <form onSubmit={analyse}>
        <PasteFields
          text={text}
          answer={answer}
          guesses={typed}
          onText={setText}
          onAnswer={setAnswer}
          onGuesses={setTyped}
        />
        {shared?.number == null && (
          <DayPicker
            summary={
              picked === null ? "An NYT puzzle? Its day (answer from the app's history)" : `NYT Wordle #${picked}`
            }
            id="analyse-day"
            action="Use"
            onDay={setPicked}
          />
        )}
        <HeaderNote day={day} />
        <PasteRows solver={solver} list={list} answer={theAnswer} rows={rows} onGuess={setGuess} />
        {text.trim() !== '' && grid.length === 0 && <p class="row-problem">No rows of coloured squares found.</p>}
        <button type="submit" class="primary">
          Analyse
        </button>
        <p class="note" role="status" data-testid="paste-problem">
          {problem ?? ''}
        </p>
      </form>
    </details>
  );
}

interface PasteFieldsProps {
  readonly text: string;
  readonly answer: string;
  readonly guesses: string;
  readonly onText: (text: string) => void;
  readonly onAnswer: (answer: string) => void;
  readonly onGuesses: (guesses: string) => void;
}

/** The share text, the guesses and the answer. */
function PasteFields({ text, answer, guesses, onText, onAnswer, onGuesses }: PasteFieldsProps) {
  return (
    <>
      <label class="field">
        <span>
          Share text (the rows of coloured squares <Squares />)
        </span>
        <textarea
          rows={5}
          value={text}
          placeholder="Paste what the game's Share button copied: its first line and the rows of squares"
          onInput={(e) => onText(e.currentTarget.value)}
          data-testid="share-input"
        />
      </label>
      <WordsField
        label="Guesses (or type them in the rows)"
        value={guesses}
        placeholder="crane leant means bawdy jeans"
        onInput={onGuesses}
        testId="guesses-input"
      />
      <WordsField
        label="Answer (a won game's last guess; the NYT's from its number)"
        value={answer}
        maxLength={WORD_LENGTH}
        onInput={(v) => onAnswer(v.toLowerCase().replace(/[^a-z]/gu, ''))}
        testId="answer-input"
      />
    </>
  );
}

interface WordsFieldProps {
  readonly label: string;
  readonly value: string;
  readonly placeholder?: string;
  readonly maxLength?: number;
  readonly onInput: (value: string) => void;
  readonly testId: string;
}

/** A labelled field for words: no autocomplete, capitals or spell-check. */
function WordsField({ label, value, placeholder, maxLength, onInput, testId }: WordsFieldProps) {
  return (
    <label class="field">
      {label}
      <input
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellcheck={false}
        onInput={(e) => onInput(e.currentTarget.value)}
        data-testid={testId}
      />
    </label>
  );
}
