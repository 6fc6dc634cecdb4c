/** The app's header: its name, a link to every screen, and the display preferences. */
import type { Prefs, Theme } from './prefs.js';
import { encodeState, type AppState, type Mode } from './url-state.js';

const NEXT_THEME: Record<Theme, Theme> = { system: 'dark', dark: 'light', light: 'system' };
const THEME_ICON: Record<Theme, string> = { system: '◐', dark: '☾', light: '☀' };

/** The screens, in the header's order, with their names (short ones for phones). */
export const VIEWS: readonly { mode: Mode; label: string; short: string }[] = [
  { mode: 'assist', label: 'Assistant', short: 'Assist' },
  { mode: 'play', label: 'Play', short: 'Play' },
  { mode: 'analyse', label: 'Analyse', short: 'Analyse' },
  { mode: 'stats', label: 'Statistics', short: 'Stats' },
  { mode: 'openers', label: 'Openers', short: 'Open' },
  { mode: 'variants', label: 'Variants', short: 'More' },
  { mode: 'help', label: 'Help', short: 'Help' },
];

interface HeaderProps {
  readonly state: AppState;
  readonly prefs: Prefs;
  readonly onPrefs: (p: Prefs) => void;
}

/** The name, the screens, the theme and palette buttons. */
export function Header({ state, prefs, onPrefs }: HeaderProps) {
  return (
    <header class="top">
      <h1>
        <span class="logo" aria-hidden="true">
          W
        </span>
        <span class="title">
          wordle<span>kit</span>
        </span>
      </h1>
      <nav aria-label="Screens">
        {VIEWS.map((v) => (
          <a
            key={v.mode}
            class="tab"
            href={encodeState({ ...state, mode: v.mode })}
            aria-current={state.mode === v.mode ? 'page' : undefined}
          >
            {/* One of the two shows (the short one on phones): the link's name is the one shown. */}
            <span class="long">{v.label}</span>
            <span class="short">{v.short}</span>
          </a>
        ))}
      </nav>
      <div class="prefs">
        <button
          type="button"
          class="icon"
          aria-label={`Theme: ${prefs.theme}. Click to change`}
          title={`Theme: ${prefs.theme}`}
          onClick={() => onPrefs({ ...prefs, theme: NEXT_THEME[prefs.theme] })}
        >
          {THEME_ICON[prefs.theme]}
        </button>
        <button
          type="button"
          class="icon"
          aria-pressed={prefs.contrast}
          aria-label="Colour-blind palette"
          title="Colour-blind palette (orange and blue)"
          onClick={() => onPrefs({ ...prefs, contrast: !prefs.contrast })}
        >
          ◑
        </button>
      </div>
    </header>
  );
}
