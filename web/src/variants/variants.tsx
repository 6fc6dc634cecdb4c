/** The Variants screen: several boards (Dordle to Octordle), Absurdle, and word lengths 4 to 7. */
import { useEffect, useState } from 'preact/hooks';
import { VARIANT_LENGTHS, type VariantLength } from '../protocol.js';
import type { SolverClient } from '../solver-client.js';
import { AbsurdleView } from './absurdle-view.js';
import { BoardsView } from './boards-view.js';
import './variants.css';

/** The games offered: a number of boards, or Absurdle. */
const GAMES = [
  { id: 'wordle', label: 'Wordle', boards: 1 },
  { id: 'dordle', label: 'Dordle', boards: 2 },
  { id: 'quordle', label: 'Quordle', boards: 4 },
  { id: 'octordle', label: 'Octordle', boards: 8 },
  { id: 'absurdle', label: 'Absurdle', boards: 0 },
] as const;
type GameId = (typeof GAMES)[number]['id'];

const randomSeed = (): number => Math.floor(Math.random() * 2 ** 31);

/** What a link may preset: `#mode=variants&variant=dordle&length=6&seed=3&challenge=1` (anything malformed is ignored). */
export function linkedSettings(hash: string): {
  game: GameId;
  length: VariantLength;
  seed: number;
  challenge: boolean;
} {
  const q = new URLSearchParams(hash.replace(/^#/u, ''));
  const game = GAMES.find((g) => g.id === q.get('variant'))?.id ?? 'quordle';
  const n = Number(q.get('length'));
  const length = (VARIANT_LENGTHS as readonly number[]).includes(n) ? (n as VariantLength) : 5;
  const s = q.get('seed');
  const seed = s !== null && /^\d{1,9}$/u.test(s) ? Number(s) : randomSeed();
  return { game, length, seed, challenge: q.get('challenge') === '1' };
}

/** The variant, length, seed and challenge of the screen; a link followed while it is open switches to it. */
function useSettings() {
  const [linked] = useState(() => linkedSettings(location.hash));
  const [settings, setSettings] = useState(linked);
  useEffect(() => {
    const follow = (): void => {
      if (new URLSearchParams(location.hash.replace(/^#/u, '')).has('variant'))
        setSettings(linkedSettings(location.hash));
    };
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  return [settings, setSettings] as const;
}

type Settings = ReturnType<typeof linkedSettings>;

/** The variants as tabs, the word length, and Absurdle's challenge mode. */
function Menu({ settings, onChange }: { readonly settings: Settings; readonly onChange: (s: Settings) => void }) {
  return (
    <div class="variant-menu">
      <div role="tablist" aria-label="Variant">
        {GAMES.map((g) => (
          <button
            type="button"
            role="tab"
            class="tab"
            key={g.id}
            aria-selected={settings.game === g.id}
            onClick={() => onChange({ ...settings, game: g.id, seed: randomSeed() })}
          >
            {g.label}
          </button>
        ))}
      </div>
      <label>
        Letters{' '}
        <select
          aria-label="Word length"
          value={settings.length}
          onChange={(e) => onChange({ ...settings, length: Number(e.currentTarget.value) as VariantLength })}
        >
          {VARIANT_LENGTHS.map((n) => (
            <option value={n} key={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {settings.game === 'absurdle' && (
        <label>
          <input
            type="checkbox"
            checked={settings.challenge}
            onChange={(e) => onChange({ ...settings, challenge: e.currentTarget.checked })}
          />{' '}
          Challenge
        </label>
      )}
    </div>
  );
}

/** The screen. */
export function Variants({ solver }: { readonly solver: SolverClient }) {
  const [settings, setSettings] = useSettings();
  const { game, length, seed, challenge } = settings;
  const info = GAMES.find((g) => g.id === game)!;
  return (
    <section class="variants" aria-label="Variants">
      <Menu settings={settings} onChange={setSettings} />
      {game === 'absurdle' ? (
        <AbsurdleView solver={solver} length={length} challengeSeed={challenge ? seed : null} />
      ) : (
        <BoardsView
          solver={solver}
          boards={info.boards}
          length={length}
          seed={seed}
          onNewGame={() => setSettings({ ...settings, seed: randomSeed() })}
        />
      )}
    </section>
  );
}
