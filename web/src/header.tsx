/** The app's header: its name, a link to every screen, and the display preferences. */
import type { Prefs, Theme } from './prefs.js';
import { encodeState, type AppState, type Mode, type Navigate } from './url-state.js';

const NEXT_THEME: Record<Theme, Theme> = { system: 'dark', dark: 'light', light: 'system' };

/**
 * Icons drawn by the page (symbol fonts vary): the theme's sun, moon or screen (follow the system),
 * and the palette's three tiles, the colour-blind palette's orange and blue filled in when it is on;
 * the two buttons never look alike.
 */
const ICON_PATHS: Record<Theme, string> = {
  light:
    'M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
  dark: 'M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z',
  system: 'M3 4h18v12H3zM9 20h6M12 16v4',
};

/** The theme's icon: stroked, the moon filled. */
function ThemeIcon({ theme }: { readonly theme: Theme }) {
  return (
    <svg class="icon-svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[theme]} fill={theme === 'dark' ? 'currentColor' : 'none'} />
    </svg>
  );
}

/** The palette's icon: three tiles, in the colour-blind palette's colours when it is on. */
function PaletteIcon({ on }: { readonly on: boolean }) {
  return (
    <svg class="icon-svg palette-svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="1.5" y="8" width="6" height="8" rx="1" class={on ? 'pal-green' : ''} fill="none" />
      <rect x="9" y="8" width="6" height="8" rx="1" class={on ? 'pal-yellow' : ''} fill="none" />
      <rect x="16.5" y="8" width="6" height="8" rx="1" fill="none" />
    </svg>
  );
}

/** A plain click on a link (not one that opens it in a new tab or window): the app then moves in place. */
export const plainClick = (e: MouseEvent): boolean =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

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
  readonly navigate: Navigate;
  readonly prefs: Prefs;
  readonly onPrefs: (p: Prefs) => void;
}

/** The name, the screens, the theme and palette buttons. */
export function Header({ state, navigate, prefs, onPrefs }: HeaderProps) {
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
            onClick={(e) => {
              // (in this tab the screen changes in place, every screen's part kept; a new tab opens the link)
              if (!plainClick(e)) return;
              e.preventDefault();
              if (state.mode !== v.mode) navigate({ mode: v.mode }, 'push');
            }}
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
          <ThemeIcon theme={prefs.theme} />
        </button>
        <button
          type="button"
          class="icon"
          aria-pressed={prefs.contrast}
          aria-label="Colour-blind palette"
          title="Colour-blind palette (orange and blue)"
          onClick={() => onPrefs({ ...prefs, contrast: !prefs.contrast })}
        >
          <PaletteIcon on={prefs.contrast} />
        </button>
      </div>
    </header>
  );
}
