import { extname } from 'node:path';
import type { TopLevelSpec } from 'vega-lite';
import { WordleError } from '../core/errors.js';
import type { LetterStats } from '../core/letters.js';
import type { Review } from '../engine/analysis/review.js';
import { escapeControls } from '../core/quote.js';
import { badArgument, expectInt, expectObject, expectString } from '../core/validate.js';
import { writeFileAtomic, type WriteOptions } from './atomic.js';
import { loadOptional, plotPackages, type Importer } from './plot-packages.js';

/**
 * A chart: a declarative vega-lite specification (vega-lite's `TopLevelSpec`). Typed loosely here
 * so that the types do not require the optional vega-lite package; the builders below are checked
 * against vega-lite's own type.
 */
export type ChartSpec = Readonly<Record<string, unknown>>;

/** Image formats `renderPlot` writes, chosen by the file extension. */
export type PlotFormat = 'svg' | 'png';

// Fonts present on a stock Debian/Ubuntu with fonts-dejavu or fonts-liberation, then generic.
// resvg takes the first family it finds; without any system font the PNG simply has no text.
const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';

const CONFIG = {
  font: FONT,
  background: 'white',
  padding: 12,
  axis: { labelFontSize: 12, titleFontSize: 13, grid: true },
  legend: { labelFontSize: 12, titleFontSize: 13, labelLimit: 400 },
  title: { fontSize: 15, anchor: 'start' as const },
  view: { stroke: null },
};

/** The format for a plot path, or BAD_OPTION for anything but .svg and .png (checked before heavy work). */
export function plotFormat(path: string): PlotFormat {
  expectString(path, 'plotFormat', 'path');
  const ext = extname(path).toLowerCase();
  if (ext === '.svg') return 'svg';
  if (ext === '.png') return 'png';
  throw new WordleError('BAD_OPTION', `--plot ${path}: the file name must end in .svg or .png`);
}

/**
 * Check a plot path and load the optional packages its format needs, so that a missing package or a
 * bad extension fails (MISSING_PACKAGE, BAD_OPTION) before long work starts rather than after it.
 */
export async function preparePlot(path: string, importer?: Importer): Promise<PlotFormat> {
  const format = plotFormat(path);
  await loadOptional(plotPackages(format), importer);
  return format;
}

/** Render a vega-lite spec to SVG text in Node, headless (vega's View.toSVG, no browser, no canvas). */
export async function renderSvg(spec: ChartSpec): Promise<string> {
  expectObject(spec, 'renderSvg', 'spec');
  // Loaded on first use: vega is hundreds of modules, most commands never plot, and it is optional.
  const modules = await loadOptional(plotPackages('svg'));
  const { parse, View } = modules.get('vega') as typeof import('vega');
  const { compile } = modules.get('vega-lite') as typeof import('vega-lite');
  const full = { config: CONFIG, ...spec } as TopLevelSpec;
  let view: InstanceType<typeof View>;
  try {
    view = new View(parse(compile(full).spec), { renderer: 'none' });
  } catch (e) {
    const why = escapeControls(e instanceof Error ? e.message : String(e)).slice(0, 120);
    throw new WordleError('BAD_ARGUMENT', `renderSvg: not a valid chart spec (${why})`);
  }
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** Rasterize SVG to PNG at `scale` (2 = crisp on high-density screens) with the system fonts. */
export async function svgToPng(svg: string, scale = 2): Promise<Uint8Array> {
  expectString(svg, 'svgToPng', 'svg');
  if (!(scale > 0 && scale <= 16)) badArgument('svgToPng', 'scale', 'a number in (0, 16]', scale);
  const modules = await loadOptional(['@resvg/resvg-js']);
  const { Resvg } = modules.get('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
  try {
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'zoom', value: scale },
      background: 'white',
      font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
    });
    return resvg.render().asPng();
  } catch (e) {
    const why = escapeControls(e instanceof Error ? e.message : String(e)).slice(0, 120);
    throw new WordleError('BAD_ARGUMENT', `svgToPng: not valid SVG (${why})`);
  }
}

/** Render a chart to `path` (.svg or .png), atomically (see `writeFileAtomic`). Returns the format written. */
export async function renderPlot(spec: ChartSpec, path: string, options: WriteOptions = {}): Promise<PlotFormat> {
  expectString(path, 'renderPlot', 'path');
  const format = plotFormat(path);
  const svg = await renderSvg(spec);
  writeFileAtomic(path, format === 'svg' ? svg : await svgToPng(svg), options);
  return format;
}

/** One strategy's guess histogram: histogram[k] = answers solved in exactly k guesses (index 0 unused). */
export interface HistogramSeries {
  readonly name: string;
  readonly histogram: readonly number[];
  /** Answers not solved within the histogram's range, drawn as a last ">max" bar when given. */
  readonly failed?: number;
}

/** Guess histograms of several strategies side by side: x guesses, y answers, colour strategy. */
export function histogramChart(series: readonly HistogramSeries[], title = 'Guesses needed per answer'): ChartSpec {
  const ok = Array.isArray(series) && series.every((s) => typeof s?.name === 'string' && Array.isArray(s.histogram));
  if (!ok) badArgument('histogramChart', 'series', 'an array of { name, histogram, failed }', series);
  const max = Math.max(1, ...series.map((s) => s.histogram.length - 1));
  const withFailed = series.some((s) => (s.failed ?? 0) > 0);
  const labels = [...Array.from({ length: max }, (_, i) => String(i + 1)), ...(withFailed ? [`>${max}`] : [])];
  const values = series.flatMap((s) =>
    labels.map((guesses, i) => ({
      strategy: s.name,
      guesses,
      answers: i < max ? (s.histogram[i + 1] ?? 0) : (s.failed ?? 0),
    })),
  );
  return {
    title,
    width: Math.min(760, Math.max(420, 28 * labels.length * series.length)),
    height: 300,
    data: { values },
    encoding: {
      x: { field: 'guesses', type: 'ordinal', sort: labels, title: 'guesses to solve', axis: { labelAngle: 0 } },
      xOffset: { field: 'strategy', sort: series.map((s) => s.name) },
      y: { field: 'answers', type: 'quantitative', title: 'answers' },
      color: {
        field: 'strategy',
        type: 'nominal',
        title: 'strategy',
        sort: series.map((s) => s.name),
        legend: { symbolType: 'square' },
      },
    },
    layer: [
      { mark: { type: 'bar', tooltip: true } },
      { mark: { type: 'text', dy: -7, fontSize: 10, color: '#333' }, encoding: { text: { field: 'answers' } } },
    ],
  } satisfies TopLevelSpec;
}

/** Letter-frequency bars: letters by overall count, each bar split by position (the legend). */
export function lettersChart(stats: LetterStats, title = 'Letter frequency in the answers'): ChartSpec {
  if (!Array.isArray((stats as { letters?: unknown } | null)?.letters)) {
    badArgument('lettersChart', 'stats', 'letter statistics (from letterStats)', stats);
  }
  const order = stats.letters.map((l) => l.letter.toUpperCase());
  const values = stats.letters.flatMap((l) =>
    l.byPosition.map((count, p) => ({ letter: l.letter.toUpperCase(), position: `${p + 1}`, count })),
  );
  return {
    title,
    width: 620,
    height: 280,
    data: { values },
    mark: 'bar',
    encoding: {
      x: {
        field: 'letter',
        type: 'ordinal',
        sort: order,
        title: 'letter (most frequent first)',
        axis: { labelAngle: 0 },
      },
      y: { field: 'count', type: 'quantitative', aggregate: 'sum', title: 'occurrences' },
      color: { field: 'position', type: 'ordinal', title: 'position', scale: { scheme: 'tableau10' } },
      order: { field: 'position', sort: 'ascending' },
    },
  } satisfies TopLevelSpec;
}

/** Candidates remaining per turn: what each guess left, what it was expected to leave, and the strategy's. */
export function remainingChart(analysis: Review, title = 'Candidates remaining per turn'): ChartSpec {
  if (!Array.isArray((analysis as { turns?: unknown } | null)?.turns)) {
    badArgument('remainingChart', 'analysis', 'a game analysis (from analyzeGame)', analysis);
  }
  const first = analysis.turns[0];
  const start = first === undefined ? [] : [{ turn: 0, series: 'actual', left: first.before }];
  const values = [
    ...start,
    ...analysis.turns.flatMap((t) => [
      { turn: t.turn, series: 'actual', left: t.solved ? 0 : t.after },
      { turn: t.turn, series: 'expected (your guess)', left: t.expectedLeft },
      { turn: t.turn, series: `expected (${analysis.strategy})`, left: t.best.expectedLeft },
    ]),
  ];
  return {
    title,
    width: 420,
    height: 260,
    data: { values },
    mark: { type: 'line', point: { size: 60 } },
    encoding: {
      x: { field: 'turn', type: 'quantitative', title: 'turn', axis: { tickMinStep: 1, format: 'd' } },
      y: {
        field: 'left',
        type: 'quantitative',
        title: 'candidates left (symlog scale)',
        scale: { type: 'symlog' },
        axis: { values: [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] },
      },
      color: { field: 'series', type: 'nominal', title: 'candidates', sort: ['actual'] },
      strokeDash: { field: 'series', type: 'nominal', title: 'candidates', sort: ['actual'] },
    },
  } satisfies TopLevelSpec;
}

/** A compact text bar chart for the terminal: one `label  ████▌  value` row per entry. */
export function textBars(rows: readonly { label: string; value: number; note?: string }[], width = 40): string {
  const ok = Array.isArray(rows) && rows.every((r) => typeof r?.label === 'string' && typeof r.value === 'number');
  if (!ok) badArgument('textBars', 'rows', 'an array of { label, value, note? }', rows);
  expectInt(width, 'textBars', 'width', 1, 1000);
  const max = Math.max(0, ...rows.map((r) => r.value));
  const labelWidth = Math.max(0, ...rows.map((r) => r.label.length));
  const eighths = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
  return rows
    .map((r) => {
      const units = max > 0 ? Math.round((r.value / max) * width * 8) : 0;
      const bar = '█'.repeat(Math.floor(units / 8)) + eighths[units % 8];
      return `${r.label.padStart(labelWidth)} ${bar} ${r.note ?? String(r.value)}`.trimEnd();
    })
    .join('\n');
}
