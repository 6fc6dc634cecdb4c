/** The app's header: its name, a link to every screen, and the display preferences. */
import type { Prefs, Theme } from './prefs.js';
import { encodeState, type AppState, type Mode } from './url-state.js';

const NEXT_THEME: Record<Theme, Theme> = { system: 'dark', dark: 'light', light: 'system' };

/** Icons drawn by the page (symbol fonts vary): a sun, a moon, a half-filled disc. */
const ICON_PATHS: Record<Theme | 'palette', string> = {
  light:
    'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  dark: 'M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z',
  system: 'M12 3a9 9 0 1 0 0 18V3z',
  palette: 'M12 3a9 9 0 0 1 0 18V3z',
};

/** An icon: stroked, and filled where its shape closes (the moon, the discs' filled halves). */
function Icon({ name }: { readonly name: keyof typeof ICON_PATHS }) {
  const filled = name !== 'light';
  return (
    <svg class="icon-svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {name === 'system' || name === 'palette' ? <circle cx="12" cy="12" r="9" fill="none" /> : null}
      <path d={ICON_PATHS[name]} fill={filled ? 'currentColor' : 'none'} />
    </svg>
  );
}

/** The screens, in the header's order, with their names (short ones for phones). */
export const VIEWS: readonly { mode: Mode; label: string; short: string }[] = [
  { mode: 'assist', label: 'Assistant', short: 'Assist' },
  { mode: 'play', label: 'Play', short: 'Play' },
  { mode: 'analyse', label: 'Analyse', short: 'Analyse' },
  { mode: 'stats', label: 'Statistics', short: 'Stats' },
  { mode: 'openers', label: 'Openers', short: 'Openers' },
  { mode: 'variants', label: 'Variants', short: 'Variants' },
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
          <Icon name={prefs.theme} />
        </button>
        <button
          type="button"
          class="icon"
          aria-pressed={prefs.contrast}
          aria-label="Colour-blind palette"
          title="Colour-blind palette (orange and blue)"
          onClick={() => onPrefs({ ...prefs, contrast: !prefs.contrast })}
        >
          <Icon name="palette" />
        </button>
      </div>
    </header>
  );
}
