/** Letter tiles and rows of them: the board both screens draw. */
import { patternDigits, asPattern } from 'wordlekit/core';

/** Colour names by digit (0 gray, 1 yellow, 2 green); `null` for a tile not yet scored. */
export const COLOUR_NAMES = ['gray', 'yellow', 'green'] as const;

/** The next colour when a tile is clicked: gray → yellow → green → gray, like the game's. */
export const cycleColour = (d: number): number => (d + 1) % 3;

/** Pattern digits of a turn, position 0 first. */
export const digitsOf = (pattern: number, length: number): number[] => patternDigits(asPattern(pattern), length);

interface TileProps {
  readonly letter: string;
  readonly colour: number | null;
  readonly position: number;
  /** Called when the tile is clicked; the tile is then a button. */
  readonly onCycle?: (() => void) | undefined;
  readonly reveal?: boolean;
}

/** One tile. Clickable tiles are buttons, so they work with Tab and Space/Enter too. */
export function Tile({ letter, colour, position, onCycle, reveal }: TileProps) {
  const state = colour === null ? (letter ? 'typed' : 'empty') : COLOUR_NAMES[colour];
  const what = letter ? `${letter.toUpperCase()}, letter ${position + 1}` : `letter ${position + 1}, empty`;
  const label = colour === null ? what : `${what}, ${COLOUR_NAMES[colour]}`;
  const cls = `tile ${state}${reveal === true && colour !== null ? ' reveal' : ''}`;
  if (onCycle !== undefined) {
    return (
      <button
        type="button"
        class={cls}
        aria-label={`${label}. Click to change colour`}
        onClick={onCycle}
        style={{ animationDelay: `${position * 60}ms` }}
      >
        {letter.toUpperCase()}
      </button>
    );
  }
  return (
    <div class={cls} role="img" aria-label={label} style={{ animationDelay: `${position * 120}ms` }}>
      {letter.toUpperCase()}
    </div>
  );
}

interface RowProps {
  readonly word: string;
  readonly length: number;
  /** Colour digits, or null for an unscored row. */
  readonly colours: readonly number[] | null;
  readonly onCycle?: ((position: number) => void) | undefined;
  readonly shake?: boolean;
  readonly reveal?: boolean;
  readonly label: string;
}

/** One row of tiles. */
export function Row({ word, length, colours, onCycle, shake, reveal, label }: RowProps) {
  return (
    <div class={`row${shake === true ? ' shake' : ''}`} role="group" aria-label={label}>
      {Array.from({ length }, (_, i) => (
        <Tile
          key={i}
          letter={word[i] ?? ''}
          colour={colours?.[i] ?? null}
          position={i}
          onCycle={onCycle !== undefined && (word[i] ?? '') !== '' ? () => onCycle(i) : undefined}
          reveal={reveal ?? false}
        />
      ))}
    </div>
  );
}

/** The game's three colours as small drawn squares, for text that speaks of the share grid (emoji fonts vary). */
export function Squares() {
  return (
    <span class="squares" aria-hidden="true">
      <span class="sq green" />
      <span class="sq yellow" />
      <span class="sq gray" />
    </span>
  );
}
