import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { puzzleDate } from '../../src/engine/history/numbering.js';

// What the tests of `wordle history` share: a cache folder of each test's own (XDG_CACHE_HOME),
// where the added days are kept, and a local server playing the NYT's daily data
// (/svc/wordle/v2/DATE.json: id, solution, print_date, days_since_launch, editor). No test touches
// the network or the user's own cache.

/** A fresh cache folder for each test of the file (call at the top level): its paths. */
export function historyCache(prefix: string): {
  readonly dir: () => string;
  readonly stored: () => string;
  readonly storedText: () => string | null;
} {
  let cache = '';
  const saved = process.env.XDG_CACHE_HOME;
  beforeEach(() => {
    cache = mkdtempSync(join(tmpdir(), prefix));
    process.env.XDG_CACHE_HOME = cache;
  });
  afterEach(() => {
    process.env.XDG_CACHE_HOME = saved;
    rmSync(cache, { recursive: true, force: true });
  });
  const stored = (): string => join(cache, 'wordlekit', 'nyt-history.tsv');
  return { dir: () => cache, stored, storedText: () => (existsSync(stored()) ? readFileSync(stored(), 'utf8') : null) };
}

/** What the local server answers for a day: a status, a body, after a delay. */
export type Reply = { status?: number; body: string; delayMs?: number };

/** The NYT's reply for puzzle #n (`over` replaces or adds fields). */
export const nytReply = (n: number, word: string, over: Record<string, unknown> = {}): Reply => ({
  body: JSON.stringify({
    id: 3000 + n,
    solution: word,
    print_date: puzzleDate(n),
    days_since_launch: n,
    editor: 'Tracy Bennett',
    ...over,
  }),
});

/**
 * A local server of the NYT's daily data for the tests of a describe (call in its body): what it
 * serves (`serve`), what it was asked (the path with its query, and the headers), its base address.
 */
export function nytServer(): {
  readonly base: () => string;
  readonly serve: (n: number, reply: Reply) => void;
  readonly asked: { url: string; headers: IncomingHttpHeaders }[];
} {
  const replies = new Map<string, Reply>();
  const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push({ url: req.url ?? '', headers: req.headers });
      const r = replies.get((req.url ?? '').split('?')[0]!) ?? { status: 404, body: 'Not Found' };
      const reply = () => res.writeHead(r.status ?? 200, { 'content-type': 'application/json' }).end(r.body);
      setTimeout(reply, r.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/svc/wordle/v2`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  beforeEach(() => {
    replies.clear();
    asked.length = 0;
  });
  return {
    base: () => base,
    serve: (n, reply) => replies.set(`/svc/wordle/v2/${puzzleDate(n)}.json`, reply),
    asked,
  };
}
