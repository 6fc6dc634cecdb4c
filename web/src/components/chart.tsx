/** A small inline-SVG chart: answers remaining after each turn, on a log scale. */

interface ChartProps {
  /** Answers before the first turn, then after each turn. */
  readonly counts: readonly number[];
}

const W = 320;
const H = 140;
const PAD = { left: 40, right: 12, top: 12, bottom: 26 };

/** Bars of log2(remaining), labelled with the counts. */
export function RemainingChart({ counts }: ChartProps) {
  const max = Math.max(2, ...counts);
  const top = Math.log2(max);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, counts.length);
  const y = (n: number): number => PAD.top + plotH - (Math.log2(Math.max(1, n)) / top) * plotH;
  const ticks = [1, 10, 100, 1000].filter((t) => t <= max);
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Answers remaining: ${counts.join(', ')}`}>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} class="grid" />
          <text x={PAD.left - 6} y={y(t) + 4} class="axis" text-anchor="end">
            {t.toLocaleString('en-US')}
          </text>
        </g>
      ))}
      {counts.map((n, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        const top = y(n);
        return (
          <g key={i}>
            <rect x={x} y={top} width={slot * 0.6} height={Math.max(1, PAD.top + plotH - top)} class="bar" rx="2" />
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
