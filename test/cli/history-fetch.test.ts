import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUOTE_MAX } from '../../src/core/quote.js';
import { historyCache, nytReply, nytServer } from '../helpers/nyt-history.js';
import { runCli } from './run.js';

// `wordle history update` against a local server playing a hostile or unusual NYT (issue 54): the
// gaps in the history are fetched, not only the days after the last one; a long field of a reply
// is cut in the message; a password in --base-url is sent as HTTP authentication and never
// printed; a query and a fragment in --base-url do not swallow the day's path.

const { dir, storedText } = historyCache('wordle-history-fetch-');
const server = nytServer();
const { asked } = server;
const base = server.base;
const serve = (n: number, word: string, over: Record<string, unknown> = {}) => server.serve(n, nytReply(n, word, over));
const origin = () => new URL(base()).origin;

describe('wordle history update', () => {
  it('fetches the gaps, not only the days after the last one known', async () => {
    writeFileSync(join(dir(), 'days.txt'), '2026-06-04 crane\n');
    expect((await runCli('history', 'add', join(dir(), 'days.txt'))).code).toBe(0);
    ['cross', 'lorry', 'jeans', 'crane', 'slate'].forEach((w, i) => serve(1808 + i, w));
    const r = await runCli('history', 'update', '--to', '2026-06-05', '--base-url', base());
    expect(r.err).toBe(`fetching 4 days from ${base()}/ …`);
    expect(r.out).toMatch(/^added 4 days \(#1808 \(2026-06-01\) to #1812 \(2026-06-05\)\)/u);
    expect(asked.map((a) => a.url)).toEqual(
      ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-05'].map((d) => `/svc/wordle/v2/${d}.json`),
    );
    expect(storedText()).toContain('2026-06-03\tjeans\n2026-06-04\tcrane\n2026-06-05\tslate\n');
    const again = await runCli('history', 'update', '--to', '2026-06-05', '--base-url', base());
    expect(again.out).toBe('nothing to fetch: the history has every day to #1812 (2026-06-05)');
  });

  it('cuts a long field of a reply in the message', async () => {
    serve(1808, 'cross', { print_date: 'x'.repeat(3000) });
    const r = await runCli('history', 'update', '--from', '2026-06-01', '--to', '2026-06-01', '--base-url', base());
    expect(r.code).toBe(2);
    const line = r.err.split('\n').at(-1)!;
    expect(line).toBe(
      `wordle: the reply for 2026-06-01 is not the NYT's puzzle data: "print_date" is "${'x'.repeat(QUOTE_MAX - 1)}… (2942 more characters), not 2026-06-01`,
    );
    expect(storedText()).toBeNull();
  });

  it('sends a password of --base-url as HTTP authentication, and never prints it', async () => {
    serve(1808, 'cross');
    const secret = `http://reader:S3CRET@${origin().slice('http://'.length)}/svc/wordle/v2`;
    const ok = await runCli('history', 'update', '--from', '2026-06-01', '--to', '2026-06-01', '--base-url', secret);
    expect(ok.code, ok.err).toBe(0);
    expect(asked[0]!.headers.authorization).toBe(`Basic ${Buffer.from('reader:S3CRET').toString('base64')}`);
    expect(ok.err).toBe(`fetching 1 day from http://reader:…@${origin().slice('http://'.length)}/svc/wordle/v2/ …`);
    const failed = await runCli(
      'history',
      'update',
      '--from',
      '2026-06-02',
      '--to',
      '2026-06-02',
      '--base-url',
      secret,
    );
    expect(failed.code).toBe(2);
    expect(failed.err).toContain('HTTP 404 from http://reader:…@');
    const bad = await runCli('history', 'update', '--base-url', 'ftp://reader:S3CRET@example.com/x');
    expect(bad.err).toBe(
      'wordle: "ftp://reader:…@example.com/x" is not an http or https address (--base-url, WORDLE_NYT_URL)',
    );
    for (const r of [ok, failed, bad]) expect(r.err + r.out).not.toContain('S3CRET');
  });

  it('puts the day in the path of a --base-url with a query and a fragment', async () => {
    serve(1808, 'cross');
    const r = await runCli(
      'history',
      'update',
      '--from',
      '2026-06-01',
      '--to',
      '2026-06-01',
      '--base-url',
      `${base()}/?key=k1#part`,
    );
    expect(r.code, r.err).toBe(0);
    expect(asked.map((a) => a.url)).toEqual(['/svc/wordle/v2/2026-06-01.json?key=k1']);
    expect(r.err).toBe(`fetching 1 day from ${base()}/?key=k1 …`);
  });
});
