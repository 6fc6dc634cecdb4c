/** A small inline-SVG chart: answers remaining after each turn, on a log scale. */
import { grouped } from '../numbers.js';

interface ChartProps {
  /** Answers before the first turn, then after each turn. */
  readonly counts: readonly number[];
}

const W = 320;
const H = 140;
const PAD = { left: 40, right: 12, top: 16, bottom: 26 };
/** The scale's floor, below 1: a count of 1 gets a bar as tall as one decade's third, never zero. */
const FLOOR = 0.5;

/** Bars of log(remaining) over a floor of ½, labelled with the counts. */
export function RemainingChart({ counts }: ChartProps) {
  const max = Math.max(2, ...counts);
  const span = Math.log(max / FLOOR);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const base = PAD.top + plotH;
  const slot = plotW / Math.max(1, counts.length);
  const y = (n: number): number => base - (Math.log(Math.max(FLOOR, n) / FLOOR) / span) * plotH;
  const ticks = [1, 10, 100, 1000, 10000].filter((t) => t <= max);
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Answers remaining: ${counts.join(', ')}`}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} class="grid" />
          <text x={PAD.left - 6} y={y(t) + 4} class="axis" text-anchor="end">
            {grouped(t)}
          </text>
        </g>
      ))}
      {counts.map((n, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        const top = y(n);
        return (
          <g key={i}>
            <rect x={x} y={top} width={slot * 0.6} height={base - top} class="bar" rx="2" data-count={n} />
            <text x={x + slot * 0.3} y={top - 3} class="value" text-anchor="middle">
              {n}
            </text>
            <text x={x + slot * 0.3} y={H - 8} class="axis" text-anchor="middle">
              {i === 0 ? 'start' : `#${i}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
