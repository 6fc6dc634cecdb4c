/**
 * Node-only helpers: reading word and tree files, the on-disk matrix cache, atomic writes, the
 * shipped trees and plots, the user's additions to the NYT's history and its daily data. The pure library (`wordlekit`) imports none of this. Plots need the
 * optional packages vega, vega-lite and (for PNG) @resvg/resvg-js, loaded on first use.
 *
 * An explicit export list, types kept apart.
 *
 * @module wordlekit/node
 */

export { loadWordList, loadWordSet, readTextFile } from './words.js';
export { loadMatrix } from './matrix-cache.js';
export { WorkerPool, defaultThreads } from './pool.js';
export { memoBudget } from './shared-memo.js';
export { CheckpointFile } from './checkpoint.js';
export { readOpeningsFile } from './openings-file.js';
export { shippedOpeningsPath } from './openings-text.js';
export { writeFileAtomic } from './atomic.js';
export { knownHistory, readAddedDays, addDays as addHistoryDays, historyFilePath } from './history-store.js';
export { fetchNytPuzzle, nytBaseUrl, NYT_BASE_URL } from './nyt-fetch.js';
export { readTreeFile, readTreeDocument, writeTreeFile, shippedTreePath, treeFormatOf } from './tree-file.js';
export {
  renderPlot,
  renderSvg,
  svgToPng,
  plotFormat,
  preparePlot,
  histogramChart,
  lettersChart,
  remainingChart,
  textBars,
} from './plot.js';

export type { WordSource } from './words.js';
export type { WriteOptions } from './atomic.js';
export type { NamedPath } from './output-target.js';
export type { MatrixOptions } from './matrix-cache.js';
export type { TreeFormat } from './tree-file.js';
export type { ChartSpec, PlotFormat, HistogramSeries } from './plot.js';
export type { Importer } from './plot-packages.js';
