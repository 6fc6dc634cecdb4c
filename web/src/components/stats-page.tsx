/** The statistics screen: the games counted in this browser, with what counts and what does not. */
import { loadStats } from '../stats.js';
import type { Store } from '../storage.js';
import { StatsView } from './stats-view.js';

/** Statistics at any time, not only after a game. */
export function StatsPage({ store }: { readonly store: Store }) {
  const stats = loadStats(store);
  return (
    <div class="page">
      <StatsView stats={stats} highlight={null}>
        <p class="muted small">
          A game counts once, when you finish it here having made every guess in this browser. Games opened from a link,
          and games reopened after they ended, do not count again. Hard mode is fixed at the first guess.
        </p>
      </StatsView>
    </div>
  );
}
