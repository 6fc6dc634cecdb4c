/** The solver options: word list, strategy, hard mode, prior and the optimal tree. */
import type { ListName, SolverInfo, SolverOptions } from '../protocol.js';

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
  const flags = [options.hard && 'hard', options.prior === 'frequency' && 'frequency', tree && 'tree'];
  return [listName, options.strategy, ...flags.filter((f): f is string => f !== false)].join(' · ');
}

/** The word list, the strategy and the prior. */
function Selects({ options, info, onChange }: Omit<OptionsProps, 'tree' | 'onTree'>) {
  const strategies = info?.strategies ?? [{ name: options.strategy, summary: '' }];
  const summary = strategies.find((s) => s.name === options.strategy)?.summary ?? '';
  return (
    <>
      <label>
        Word list{' '}
        <select
          value={options.list}
          onChange={(e) => onChange({ ...options, list: e.currentTarget.value as ListName })}
        >
          <option value="nyt">NYT today (3,158)</option>
          <option value="classic">Classic (2,315)</option>
        </select>
      </label>
      <label title={summary}>
        Strategy{' '}
        <select value={options.strategy} onChange={(e) => onChange({ ...options, strategy: e.currentTarget.value })}>
          {strategies.map((s) => (
            <option key={s.name} value={s.name}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      {info !== null && info.priors.length > 1 && (
        <label>
          Prior{' '}
          <select
            value={options.prior}
            onChange={(e) =>
              onChange({ ...options, prior: e.currentTarget.value === 'frequency' ? 'frequency' : 'uniform' })
            }
          >
            <option value="uniform">Uniform</option>
            <option value="frequency">Word frequency</option>
          </select>
        </label>
      )}
    </>
  );
}

/** A compact row of labelled controls. */
export function Options({ options, info, tree, onChange, onTree }: OptionsProps) {
  const wide = typeof matchMedia === 'undefined' || matchMedia('(min-width: 761px)').matches;
  return (
    <details class="options-box" open={wide}>
      <summary>
        Options <span class="muted">· {summaryLine(options, tree)}</span>
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
        {info?.trees === true && (
          <label class="check">
            <input type="checkbox" checked={tree} onChange={(e) => onTree(e.currentTarget.checked)} />
            Optimal tree
          </label>
        )}
      </fieldset>
    </details>
  );
}
