/**
 * Rate my opener: type a first guess and see its exact total over every answer, its average and its
 * rank out of every allowed opening, from the proven table the CLI computes (`wordle openings rank`)
 * and ships (a static file of the app). An opening that cannot beat the table's cutoff shows its
 * proven bound at once, then its exact total: kept in this browser, or computed in the worker on
 * request (exact-opener.tsx). No server.
 */
import { useEffect, useState } from 'preact/hooks';
import { rateOpening, topOpenings, type OpeningRating } from 'wordlekit';
import { exactCount, isComplete } from 'wordlekit/core';
import type { ListName } from '../protocol.js';
import type { SolverClient } from '../solver-client.js';
import type { AppState, Navigate } from '../url-state.js';
import { CommonOpeners } from './common-openers.js';
import { ExactOpener } from './exact-opener.js';
import { openingsTableFor, type TableState } from './tables.js';
import './openers.css';

const WORD = /^[a-z]{5}$/u;

/** The app's lists, as the screen names them. */
const LIST_LABEL: Readonly<Record<ListName, string>> = { nyt: 'NYT (today’s game)', classic: 'classic' };

function useTable(list: ListName, hard: boolean): TableState | null {
  const [state, setState] = useState<TableState | null>(null);
  useEffect(() => {
    let live = true;
    setState(null);
    void openingsTableFor(list, hard ? 'hard' : 'normal').then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [list, hard]);
  return state;
}

/** One rating in words, as `wordle openings show` says it. */
function Verdict({ r, state }: { readonly r: OpeningRating; readonly state: Extract<TableState, { status: 'ok' }> }) {
  const t = state.table;
  const n = t.meta.answers;
  const W = <strong class="word">{r.word.toUpperCase()}</strong>;
  const mode = t.meta.mode === 'hard' ? ' in hard mode' : '';
  if (r.total !== null) {
    return (
      <p class="verdict" data-testid="verdict">
        {W} needs <strong>{r.total}</strong> guesses over the {n} answers, <strong>{r.average!.toFixed(4)}</strong> on
        average: rank <strong>{r.rank}</strong> of {r.of}
        {isComplete(t) ? ' openings' : ' openings in this table'} (proven).
      </p>
    );
  }
  if (r.winsAll === false) {
    return (
      <p class="verdict" data-testid="verdict">
        {W} <strong>cannot win every game</strong>
        {mode}: whatever follows, some answer is not found within {t.meta.maxGuesses} guesses (proven).
      </p>
    );
  }
  const best = exactCount(t) === 1 ? 'the best opening needs' : `the ${exactCount(t)} best openings each need`;
  const atLeast = (
    <>
      {W} needs at least <strong>{r.lowerBound}</strong> ({(r.lowerBound / n).toFixed(4)} a game or more)
    </>
  );
  const wins = r.winsAll === true;
  return (
    <p class="verdict" data-testid="verdict">
      {W}{' '}
      {wins ? `wins every game${mode}, but is not one of the best openings` : `is not one of the best openings${mode}`}:{' '}
      {best} fewer than {t.meta.cutoff} guesses over the {n} answers, and {atLeast}
      {wins ? '' : ', if it wins every game (the table does not say whether it does)'}. Its exact value is a click away
      below.
    </p>
  );
}

/** A rating: the table's verdict, made exact in this browser when the table holds only a bound (or a loss). */
function Rated({
  r,
  list,
  state,
  solver,
}: {
  r: OpeningRating;
  list: ListName;
  state: Extract<TableState, { status: 'ok' }>;
  solver: SolverClient;
}) {
  const verdict = <Verdict r={r} state={state} />;
  if (r.total !== null) return verdict;
  const meta = state.table.meta;
  // (keyed: another word, list or mode starts afresh, never showing the last one's total)
  return (
    <ExactOpener
      key={`${r.word}|${list}|${meta.mode}`}
      solver={solver}
      list={list}
      word={r.word}
      hard={meta.mode === 'hard'}
      meta={meta}
      loses={r.winsAll === false}
      bound={verdict}
    />
  );
}

/** The Openers screen: it follows the app's word list (its options', or the link's `list=`). */
export function OpenersView({
  state,
  navigate,
  solver,
}: {
  readonly state: AppState;
  readonly navigate: Navigate;
  readonly solver: SolverClient;
}) {
  const list = state.options.list;
  const [hard, setHard] = useState(state.options.hard);
  const [text, setText] = useState('');
  const [word, setWord] = useState<string | null>(null);
  const table = useTable(list, hard);
  const rate = (e: Event): void => {
    e.preventDefault();
    setWord(text.trim().toLowerCase());
  };
  const rateWord = (w: string): void => {
    setText(w);
    setWord(w);
    document.getElementById('openers-title')?.scrollIntoView({ block: 'start' });
  };
  return (
    <div class="page openers">
      <section class="panel" aria-labelledby="openers-title">
        <h2 id="openers-title">Rate my opener</h2>
        <form class="entry opener-entry" onSubmit={rate}>
          <label class="sr-only" for="opener">
            Opening word
          </label>
          <input
            id="opener"
            value={text}
            maxLength={5}
            autocomplete="off"
            spellcheck={false}
            placeholder="CRANE"
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
          />
          <button type="submit" class="primary">
            Rate
          </button>
        </form>
        <Settings
          list={list}
          hard={hard}
          onList={(l) => navigate({ options: { ...state.options, list: l } })}
          onHard={setHard}
        />
        <Status list={list} hard={hard} table={table} word={word} solver={solver} />
      </section>
      {table?.status === 'ok' && <CommonOpeners state={table} onRate={rateWord} />}
      {table?.status === 'ok' && <Top state={table} />}
    </div>
  );
}

/** The word list (the app's: changing it here changes it everywhere) and hard mode (this screen's). */
function Settings(p: { list: ListName; hard: boolean; onList: (l: ListName) => void; onHard: (h: boolean) => void }) {
  return (
    <div class="opener-settings">
      <label>
        Word list{' '}
        <select value={p.list} onChange={(e) => p.onList(e.currentTarget.value as ListName)}>
          <option value="nyt">NYT today</option>
          <option value="classic">Classic</option>
        </select>
      </label>
      <label class="check">
        <input type="checkbox" checked={p.hard} onChange={(e) => p.onHard((e.target as HTMLInputElement).checked)} />{' '}
        Hard mode
      </label>
    </div>
  );
}

/** What the screen says: loading, no table, the typed word's rating, and the table's list. */
function Status({
  list,
  hard,
  table,
  word,
  solver,
}: {
  list: ListName;
  hard: boolean;
  table: TableState | null;
  word: string | null;
  solver: SolverClient;
}) {
  const rating = table?.status === 'ok' && word !== null ? rateOpening(table.table, word) : undefined;
  return (
    <div aria-live="polite">
      {table === null && <p class="muted">Loading the table…</p>}
      {table?.status === 'missing' && (
        <p class="note" data-testid="missing">
          The table of openings for the {LIST_LABEL[list]} word list in {hard ? 'hard' : 'normal'} mode is not in this
          build yet.
        </p>
      )}
      {table?.status === 'error' && <p class="error">{table.message}</p>}
      {table?.status === 'ok' && (
        <p class="muted small" data-testid="table-list">
          The {LIST_LABEL[list]} word list: {table.table.meta.answers} answers, {table.table.meta.guesses} allowed
          guesses ({hard ? 'hard' : 'normal'} mode).
        </p>
      )}
      {table?.status === 'ok' && rating !== undefined && <Rated r={rating} list={list} state={table} solver={solver} />}
      {table?.status === 'ok' && word !== null && rating === undefined && (
        <p class="error" data-testid="not-found">
          {WORD.test(word) ? `“${word.toUpperCase()}” is not an allowed first guess.` : 'Type a word of 5 letters.'}
        </p>
      )}
    </div>
  );
}

/** What the table knows about which openings can win every game, in words. */
function WinsNote({ state }: { readonly state: Extract<TableState, { status: 'ok' }> }) {
  const { entries } = state.table;
  // (a table read by the parser says it for every row: yes, no, or not known)
  const canWin = entries.filter((e) => e.winsAll === true).length;
  const cannotWin = entries.filter((e) => e.winsAll === false).length;
  if (cannotWin === 0 && canWin === exactCount(state.table)) return null;
  const unknown = entries.length - canWin - cannotWin;
  return (
    <span data-testid="wins-note">
      Of its {entries.length} openings, {canWin} can win every game and {cannotWin} cannot
      {unknown > 0 ? `; the table does not say for the other ${unknown}` : ''}.
    </span>
  );
}

/** The best openings of the table. */
function Top({ state }: { readonly state: Extract<TableState, { status: 'ok' }> }) {
  const top = topOpenings(state.table, 10);
  const meta = state.table.meta;
  return (
    <section class="panel" aria-labelledby="top-title">
      <h2 id="top-title">The best openings</h2>
      <table class="top-openings">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Opening</th>
            <th scope="col">Total</th>
            <th scope="col">Average</th>
          </tr>
        </thead>
        <tbody>
          {top.map((r) => (
            <tr key={r.word}>
              <td>{r.rank}</td>
              <td class="word">{r.word.toUpperCase()}</td>
              <td>{r.total}</td>
              <td>{r.average!.toFixed(4)}</td>
            </tr>
          ))}
          {top.length < 10 && (
            // (fewer exact totals than rows: the table says of every other opening only that it is not better)
            <tr data-testid="others-row">
              <td>
                {top.length + 1}–{state.table.entries.length}
              </td>
              <td>every other opening</td>
              <td>≥ {meta.cutoff}</td>
              <td>≥ {(meta.cutoff / meta.answers).toFixed(4)}</td>
            </tr>
          )}
        </tbody>
      </table>
      <p class="muted small">
        Totals count every guess until each of the {meta.answers} answers is found, the first one included, with the
        best play after the opening ({meta.mode} mode, at most {meta.maxGuesses} guesses). Every total below{' '}
        {meta.cutoff} is exact and proven; every other opening has a proven lower bound, if it can win every game.{' '}
        <WinsNote state={state} /> Computed by <code>wordle openings rank</code> (wordlekit {meta.version}).
      </p>
    </section>
  );
}
