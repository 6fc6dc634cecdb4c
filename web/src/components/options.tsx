/**
 * The solver options: word list, strategy, prior, hard mode and the optimal tree. Each says what it
 * does in words on the page (no hover-only help: a phone never shows it), and an option that cannot
 * apply is not offered (the history prior on the classic list, the tree off it).
 */
import type { PriorName } from 'wordlekit/core';
import { PRIOR_WORDS } from '../priors.js';
import type { ListName, SolverInfo, SolverOptions } from '../protocol.js';
import { priorsOf, treeOffered, withList, withPrior } from '../url-state.js';

interface OptionsProps {
  readonly options: SolverOptions;
  readonly info: SolverInfo | null;
  readonly tree: boolean;
  readonly onChange: (options: SolverOptions) => void;
  readonly onTree: (on: boolean) => void;
}

/** The options in one line, for the closed box. */
function summaryLine(options: SolverOptions, tree: boolean): string {
  const listName = options.list === 'nyt' ? 'NYT' : 'classic';
  const flags = [options.hard && 'hard', tree && 'tree'];
  const prior = PRIOR_WORDS[options.prior].short;
  return [listName, options.strategy, prior, ...flags.filter((f): f is string => f !== false)].join(' · ');
}

/** The word list, the strategy and the prior, each with what it means. */
function Selects({ options, info, onChange }: Omit<OptionsProps, 'tree' | 'onTree'>) {
  const strategies = info?.strategies ?? [{ name: options.strategy, summary: '' }];
  const summary = strategies.find((s) => s.name === options.strategy)?.summary ?? '';
  return (
    <>
      <label>
        Word list{' '}
        <select value={options.list} onChange={(e) => onChange(withList(options, e.currentTarget.value as ListName))}>
          <option value="nyt">NYT today (3,158 likely answers)</option>
          <option value="classic">Classic (2,315 answers)</option>
        </select>
      </label>
      <label>
        Prior{' '}
        <select
          value={options.prior}
          onChange={(e) => onChange(withPrior(options, e.currentTarget.value as PriorName))}
        >
          {priorsOf(options.list).map((p) => (
            <option key={p} value={p}>
              {PRIOR_WORDS[p].label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Strategy{' '}
        <select value={options.strategy} onChange={(e) => onChange({ ...options, strategy: e.currentTarget.value })}>
          {strategies.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name === 'optimal' ? 'optimal (exact search)' : s.name}
            </option>
          ))}
        </select>
      </label>
      <p class="option-words muted small" data-testid="option-words">
        <span>
          <strong>{PRIOR_WORDS[options.prior].label}</strong> (how likely each answer is):{' '}
          {PRIOR_WORDS[options.prior].what()}
        </span>{' '}
        {summary !== '' && (
          <span>
            <strong>{options.strategy}</strong>: {summary}.
          </span>
        )}
      </p>
    </>
  );
}

/** A compact row of labelled controls, and what they mean. */
export function Options({ options, info, tree, onChange, onTree }: OptionsProps) {
  const wide = typeof matchMedia === 'undefined' || matchMedia('(min-width: 761px)').matches;
  const treeApplies = info?.trees === true && treeOffered(options);
  return (
    <details class="options-box" open={wide}>
      <summary>
        Options <span class="muted">· {summaryLine(options, tree && treeApplies)}</span>
      </summary>
      <fieldset class="options">
        <legend class="sr-only">Options</legend>
        <Selects options={options} info={info} onChange={onChange} />
        <label class="check">
          <input
            type="checkbox"
            checked={options.hard}
            onChange={(e) => onChange({ ...options, hard: e.currentTarget.checked })}
          />
          Hard mode
        </label>
        {treeApplies && (
          <label class="check">
            <input type="checkbox" checked={tree} onChange={(e) => onTree(e.currentTarget.checked)} />
            Optimal tree
          </label>
        )}
      </fieldset>
    </details>
  );
}
