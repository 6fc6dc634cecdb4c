/**
 * Analyse a game played anywhere: paste its share grid and the answer, type the guesses (each row
 * lists the words that fit its colours), and get the turn-by-turn analysis. A game from the
 * assistant or a link (`#mode=analyse&h=…`) is analysed at once.
 */
import { useEffect, useState } from 'preact/hooks';
import { scoreGuess } from 'wordlekit';
import { parseShareText, type SharedGame } from '../share.js';
import type { SolverClient } from '../solver-client.js';
import { WORD_LENGTH, type AppState, type Navigate } from '../url-state.js';
import { Analysis } from './analysis.js';
import { digitsOf, Row } from './tiles.js';

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

/** Words that fit one row's colours against the answer. */
function useFits(solver: SolverClient, state: AppState, answer: string, patterns: readonly number[]) {
  const [fits, setFits] = useState<readonly { count: number; words: readonly string[] }[]>([]);
  useEffect(() => {
    let live = true;
    setFits([]);
    if (!WORD.test(answer)) return undefined;
    void Promise.all(
      patterns.map((pattern) => solver.request({ kind: 'fits', list: state.options.list, answer, pattern })),
    ).then((f) => live && setFits(f));
    return () => {
      live = false;
    };
  }, [solver, answer, patterns.join(','), state.options.list]);
  return fits;
}

function PasteForm({ solver, state, navigate, open }: AnalyseViewProps & { readonly open: boolean }) {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState('');
  const [guesses, setGuesses] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const shared: SharedGame | null = parseShareText(text);
  const patterns = shared?.patterns ?? [];
  const fits = useFits(solver, state, answer, patterns);

  // This app's own share header names the game: fill in its answer.
  useEffect(() => {
    if (shared?.ours !== true || shared.number === null || answer !== '') return;
    void solver
      .request({ kind: 'game', list: state.options.list, game: shared.number, hard: false, guesses: [] })
      .then((g) => setAnswer((a) => (a === '' ? g.answer : a)));
  }, [shared?.number, shared?.ours]);

  const guessAt = (i: number): string => (patterns[i] === ALL_GREEN && WORD.test(answer) ? answer : (guesses[i] ?? ''));
  const rowProblem = (i: number): string | null => {
    const g = guessAt(i);
    if (!WORD.test(g) || !WORD.test(answer)) return null;
    return scoreGuess(g, answer) === patterns[i]
      ? null
      : `${g.toUpperCase()} does not get these colours against ${answer.toUpperCase()}`;
  };

  const analyse = async (): Promise<void> => {
    if (!WORD.test(answer)) return setProblem('Type the answer (5 letters).');
    if (patterns.length === 0) return setProblem('Paste the rows of coloured squares.');
    const words = patterns.map((_, i) => guessAt(i));
    const missing = words.findIndex((w) => !WORD.test(w));
    if (missing >= 0) return setProblem(`Type guess ${missing + 1}.`);
    const wrong = patterns.findIndex((_, i) => rowProblem(i) !== null);
    if (wrong >= 0) return setProblem(`Guess ${wrong + 1}: ${rowProblem(wrong) ?? ''}.`);
    for (const w of words) {
      const { valid } = await solver.request({ kind: 'validate', list: state.options.list, word: w });
      if (!valid) return setProblem(`${w.toUpperCase()} is not in the word list.`);
    }
    setProblem(null);
    const history = words.map((w, i) => ({ guess: w, pattern: patterns[i]! }));
    navigate({ mode: 'analyse', history, options: { ...state.options, hard: shared?.hard ?? false } }, 'push');
  };

  return (
    <details class="panel paste" open={open}>
      <summary>
        <h2>Analyse a shared game</h2>
      </summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void analyse();
        }}
      >
        <label class="field">
          Share text (the rows of 🟩🟨⬛)
          <textarea
            rows={5}
            value={text}
            placeholder={'Wordle 1,234 3/6\n\n⬛🟨⬛⬛⬛\n⬛🟩🟩⬛🟨\n🟩🟩🟩🟩🟩'}
            onInput={(e) => setText(e.currentTarget.value)}
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
            onInput={(e) => setAnswer(e.currentTarget.value.toLowerCase().replace(/[^a-z]/gu, ''))}
            data-testid="answer-input"
          />
        </label>
        {patterns.length > 0 && (
          <ol class="paste-rows">
            {patterns.map((p, i) => {
              const fit = fits[i];
              const listId = `fits-${i}`;
              return (
                <li key={i}>
                  <Row
                    word={guessAt(i)}
                    length={WORD_LENGTH}
                    colours={digitsOf(p, WORD_LENGTH)}
                    label={`Row ${i + 1}`}
                  />
                  <label>
                    <span class="sr-only">Guess {i + 1}</span>
                    <input
                      value={guessAt(i)}
                      maxLength={WORD_LENGTH}
                      list={listId}
                      disabled={p === ALL_GREEN && WORD.test(answer)}
                      autoComplete="off"
                      autoCapitalize="off"
                      spellcheck={false}
                      placeholder={`Guess ${i + 1}`}
                      onInput={(e) => {
                        const v = e.currentTarget.value.toLowerCase().replace(/[^a-z]/gu, '');
                        setGuesses((g) => patterns.map((_, k) => (k === i ? v : (g[k] ?? ''))));
                      }}
                    />
                  </label>
                  {fit !== undefined && (
                    <span class="muted small">
                      {fit.count} {fit.count === 1 ? 'word fits' : 'words fit'}
                    </span>
                  )}
                  {rowProblem(i) !== null && <span class="row-problem">{rowProblem(i)}</span>}
                  {fit !== undefined && (
                    <datalist id={listId}>
                      {fit.words.map((w) => (
                        <option key={w} value={w} />
                      ))}
                    </datalist>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {text.trim() !== '' && patterns.length === 0 && <p class="row-problem">No rows of coloured squares found.</p>}
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
