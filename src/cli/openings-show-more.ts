// What `wordle openings show` loads only when the table's text does not decide (openings-show.ts):
// the full reader, the prior's check, the computation of an exact total. openings-show.ts is part
// of what `wordle --version` loads in the bundle (scripts/bundle-cli.mjs: the fast path, main.ts,
// runs it without the commands' file), and this module of loaders is the commands' file's: the
// modules behind them come with every command, and only with them.

/** The table reader that names the line of anything wrong (engine/openings/codec/read.ts). */
export const tableReaderModule = () => import('../engine/openings/codec/read.js');

/** A table file read and parsed (node/openings-file.ts). */
export const openingsFileModule = () => import('../node/openings-file.js');

/** A table's prior checked against --prior (openings-prior.ts). */
export const openingsPriorModule = () => import('./openings-prior.js');

/** An opening's exact total computed where the table holds a bound (openings-compute.ts). */
export const openingsComputeModule = () => import('./openings-compute.js');
