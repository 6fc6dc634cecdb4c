/**
 * Analyse a game played anywhere: paste its share grid and the answer, type the guesses (each row
 * lists the words that fit its colours), and get the turn-by-turn analysis. A game from the
 * assistant or a link (`#mode=analyse&h=…`) is analysed at once.
 */
import { useEffect, useState } from 'preact/hooks';
import { scoreGuess, type WordSet } from 'wordlekit';
import { answerOf } from '../play-game.js';
import { parseShareText } from '../share.js';
import type { SolverClient } from '../solver-client.js';
import { WORD_LENGTH, type AppState, type Navigate } from '../url-state.js';
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
      {state.history.length > 0 && <Analysis solver={solver} options={state.options} history={state.history} />}
      <PasteForm solver={solver} state={state} navigate={navigate} open={state.history.length === 0} />
    </div>
  );
}

/** Why the pasted game cannot be analysed yet, or null when every row is filled in and fits. */
function pasteProblem(rows: readonly PasteRow[], answer: string, words: WordSet | null): string | null {
  if (!WORD.test(answer)) return 'Type the answer (5 letters).';
  if (rows.length === 0) return 'Paste the rows of coloured squares.';
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

function PasteForm({ solver, state, navigate, open }: AnalyseViewProps & { readonly open: boolean }) {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState('');
  const [guesses, setGuesses] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const words = useWords(state.options.list);
  const shared = parseShareText(text);
  const rows = pasteRows(shared?.patterns ?? [], guesses, answer);
  // This app's own share header names the game: fill in its answer.
  useEffect(() => {
    if (shared?.ours !== true || shared.number === null || words === null) return;
    setAnswer((a) => (a === '' ? answerOf(words, shared.number!) : a));
  }, [shared?.number, shared?.ours, words]);
  const analyse = (e: Event): void => {
    e.preventDefault();
    const why = pasteProblem(rows, answer, words);
    setProblem(why);
    if (why !== null) return;
    const history = rows.map((r) => ({ guess: r.guess, pattern: r.pattern }));
    navigate({ mode: 'analyse', history, options: { ...state.options, hard: shared?.hard ?? false } }, 'push');
  };
  const setGuess = (i: number, v: string): void => setGuesses((g) => rows.map((_, k) => (k === i ? v : (g[k] ?? ''))));
  return (
    <details class="panel paste" open={open}>
      <summary>
        <h2>Analyse a shared game</h2>
      </summary>
      <form onSubmit={analyse}>
        <PasteFields text={text} answer={answer} onText={setText} onAnswer={setAnswer} />
        <PasteRows solver={solver} list={state.options.list} answer={answer} rows={rows} onGuess={setGuess} />
        {text.trim() !== '' && rows.length === 0 && <p class="row-problem">No rows of coloured squares found.</p>}
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
  readonly onText: (text: string) => void;
  readonly onAnswer: (answer: string) => void;
}

/** The share text and the answer. */
function PasteFields({ text, answer, onText, onAnswer }: PasteFieldsProps) {
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
      <label class="field">
        Answer
        <input
          value={answer}
          maxLength={WORD_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          spellcheck={false}
          onInput={(e) => onAnswer(e.currentTarget.value.toLowerCase().replace(/[^a-z]/gu, ''))}
          data-testid="answer-input"
        />
      </label>
    </>
  );
}
