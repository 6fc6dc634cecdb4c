import type { Provenance } from '../../search/jobs/job.js';

/*
 * Where an opening's value in a table came from. A value proven by the search on the machine that
 * wrote the table is `local`; a value a queue worker sent is a claim, `worker:ID` (its tree is
 * checked, which proves the total is reachable, not that it is the least); a value that K ≥ 2
 * workers each proved and agreed on is `workers:ID1+ID2…` (see `wordle openings rank --replicas`).
 * `wordle openings verify` re-proves any of them on this machine.
 */

/** Where an opening's value came from: this machine, one queue worker (a claim), or several that agreed. */
export type OpeningSource = 'local' | `worker:${string}` | `workers:${string}`;

/** A worker's id in a source: letters, digits and `._:@-`, at most 64 characters (no `+`, tab or space). */
const ID = '[A-Za-z0-9._:@-]{1,64}';

/** A source as a table or a progress file writes it, without anchors. */
export const SOURCE_PATTERN = `(?:local|worker:${ID}|workers:${ID}(?:\\+${ID})+)`;
const SOURCE = new RegExp(`^${SOURCE_PATTERN}$`, 'u');

/** True for a well-formed source. */
export function isOpeningSource(value: unknown): value is OpeningSource {
  return typeof value === 'string' && SOURCE.test(value);
}

/** A worker's id as a source keeps it: characters outside the id's alphabet become `_`, cut to 64. */
function cleanId(id: string): string {
  const clean = id.replace(/[^A-Za-z0-9._:@-]/gu, '_').slice(0, 64);
  return clean === '' ? '_' : clean;
}

/**
 * The source of a value from a job's provenance (the executors' fields: none when this process
 * proved it; the worker that sent it; the K ≥ 2 workers that agreed on it).
 */
export function sourceOf(p: Provenance): OpeningSource {
  if (p.replicas !== undefined && p.replicas.length >= 2) {
    return `workers:${[...new Set(p.replicas.map(cleanId))].sort().join('+')}`;
  }
  return p.producer === undefined ? 'local' : `worker:${cleanId(p.producer)}`;
}

/** True when the value is one worker's claim, not proven here nor agreed by several workers. */
export function isClaim(source: OpeningSource): boolean {
  return source.startsWith('worker:');
}

/** The source in words, for the output: `proven on the machine that wrote the table`, … */
export function sourceText(source: OpeningSource): string {
  if (source === 'local') return 'proven on the machine that computed the table';
  if (isClaim(source)) return `claimed by queue worker ${source.slice('worker:'.length)}, not re-proven here`;
  const ids = source.slice('workers:'.length).split('+');
  return `proven by ${ids.length} queue workers that agree (${ids.join(', ')})`;
}
