/** The statistics panel: played, win rate, streaks and the guess distribution. */
import type { ComponentChildren } from 'preact';
import type { Stats } from '../stats.js';

interface StatsViewProps {
  readonly stats: Stats;
  /** The number of guesses of the game just won, highlighted in the distribution. */
  readonly highlight: number | null;
  readonly children?: ComponentChildren;
}

/** Four figures and a bar per guess count. */
export function StatsView({ stats, highlight, children }: StatsViewProps) {
  const max = Math.max(1, ...stats.distribution);
  const figures: [string, string][] = [
    ['Played', String(stats.played)],
    ['Win %', stats.played > 0 ? String(Math.round((100 * stats.wins) / stats.played)) : '0'],
    ['Streak', String(stats.streak)],
    ['Max streak', String(stats.maxStreak)],
  ];
  return (
    <section class="panel stats" aria-labelledby="stats-title">
      <h2 id="stats-title">Statistics</h2>
      <dl class="figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dd data-testid={`stat-${label.toLowerCase().replace(/\W+/gu, '-')}`}>{value}</dd>
            <dt>{label}</dt>
          </div>
        ))}
      </dl>
      <ol class="distribution" aria-label="Guess distribution">
        {stats.distribution.map((n, i) => (
          <li key={i}>
            <span class="n">{i + 1}</span>
            <span
              class={`dist-bar${highlight === i + 1 ? ' current' : ''}`}
              style={{ width: `${Math.max(8, (100 * n) / max)}%` }}
            >
              {n}
            </span>
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
