/**
 * Node-only helpers: reading word and tree files, the on-disk matrix cache, atomic writes, the
 * shipped trees and plots, the user's additions to the NYT's history and its daily data. The pure
 * library (`wordlekit`) imports none of this. Plots need the
 * optional packages vega, vega-lite and (for PNG) @resvg/resvg-js, loaded on first use.
 *
 * An explicit export list, types kept apart.
 *
 * @module wordlekit/node
 */

export { loadWordList, loadWordSet, readTextFile } from '../node/words.js';
export { loadMatrix } from '../node/matrix-cache.js';
export { WorkerPool } from '../node/pool.js';
export { defaultThreads } from '../node/limits.js';
export { memoBudget } from '../node/shared-memo.js';
export { CheckpointFile } from '../node/checkpoint.js';
export { ProgressFile, progressPathFor } from '../node/progress-file.js';
export { OpeningsProgressFile } from '../node/openings-progress-file.js';
export { WinsProgressFile } from '../node/wins-progress-file.js';
export { readOpeningsFile } from '../node/openings-file.js';
export { shippedOpeningsPath } from '../node/openings-text.js';
export { writeFileAtomic } from '../node/atomic.js';
export { knownHistory, readAddedDays, addDays as addHistoryDays, historyFilePath } from '../node/history-store.js';
export { fetchNytPuzzle, nytBaseUrl, NYT_BASE_URL } from '../node/nyt-fetch.js';
export { readTreeFile, readTreeDocument, writeTreeFile, shippedTreePath, treeFormatOf } from '../node/tree-file.js';
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
} from '../node/plot.js';

export type { WordSource } from '../node/words.js';
export type { ProgressFormat } from '../node/progress-file.js';
export type { WriteOptions } from '../node/atomic.js';
export type { NamedPath } from '../node/output-target.js';
export type { MatrixOptions } from '../node/matrix-cache.js';
export type { TreeFormat } from '../node/tree-file.js';
export type { ChartSpec, PlotFormat, HistogramSeries } from '../node/plot.js';
export type { Importer } from '../node/plot-packages.js';
