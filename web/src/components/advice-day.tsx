/**
 * The NYT puzzle the assistant's advice is for (today's by this device's date, or an earlier one by
 * date or number): its number, its date, and where it matters that this app's history ends before it.
 */
import { lastNytDay, longDate } from '../nyt.js';
import { adviceDay, todayNumber, type AppState, type Navigate } from '../url-state.js';
import { DayPicker } from './nyt-picker.js';

/** The puzzle line above the assistant's board, and the way to another day. */
export function AdviceDay({ state, navigate }: { readonly state: AppState; readonly navigate: Navigate }) {
  const day = adviceDay(state);
  const today = todayNumber();
  const last = lastNytDay();
  const history = state.options.prior === 'history';
  return (
    <div class="advice-day">
      <p data-testid="advice-day">
        <strong>NYT Wordle #{day}</strong> <span class="muted">· {longDate(day)}</span>
        {day === today ? <span class="muted"> (today)</span> : null}
      </p>
      <DayPicker
        summary="Another day"
        id="advice-day"
        action="Use"
        offers={day === today ? [] : [{ label: `Today: #${today}`, day: today }]}
        onDay={(d) => navigate({ day: d === today ? null : d }, 'push')}
      />
      {history && day > last + 1 && (
        <p class="muted small" data-testid="history-end">
          This app knows the NYT's answers up to #{last} ({longDate(last)}); the advice counts later ones as not used
          yet.
        </p>
      )}
    </div>
  );
}
