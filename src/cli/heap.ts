import { setFlagsFromString } from 'node:v8';
import { runsQuestion } from './questions.js';

// Imported first by the CLI, before anything allocates. V8 doubles the young generation each time
// enough objects survive it, which happens while the modules load, and keeps it at its largest
// (16 MB here) while the program allocates quickly, as the searches do. Left at its first size,
// it costs no measurable time to a long run (CRANE, bench, lookahead: within noise) and 12–15 MB of
// memory less: a SALET proof peaks at about 78 MB instead of 91 (the reference solver's is 41 MB).
// A question (`wordle suggest tarse=bybyy`: some 25 MB allocated, mostly while it loads its lists
// and its position) lets it grow: about 9 collections instead of 22, their pauses some 6 ms less on
// an idle machine (more on a busy one), for a process that ends within a second.
const question = runsQuestion();
if (!question) setFlagsFromString('--semi-space-growth-factor=1');

// A hot loop's optimized code compiled on the spot (on-stack replacement, OSR), not on a background
// thread: a question's first search makes its passes over every guess once each, in loops that would
// otherwise run in the interpreter until a compiler thread gets a core, which on a busy machine comes
// late. Long runs are no slower (measured: docs/records.md, interactive speed).
setFlagsFromString('--no-concurrent-osr');

// V8 compiles code over typed arrays assuming that no ArrayBuffer is ever detached, until one is.
// The first search's kernel memory (WebAssembly) grows, which detaches its buffer, after a
// question's first hot loops (a turn's row over the answers, the position's word set) were
// compiled: their code was thrown away and compiled again. One empty buffer detached here, before
// anything is compiled, has V8 compile them once, with the checks (6 to 8 ms of CPU a question).
// Questions only: a long run (a bench without a search) keeps code without the checks.
if (question) {
  const detached = new ArrayBuffer(0);
  structuredClone(detached, { transfer: [detached] });
}
