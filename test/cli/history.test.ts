import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localPuzzleNumber, puzzleDate } from '../../src/engine/history/numbering.js';
import { MAX_REPLY_BYTES } from '../../src/engine/history/nyt-reply.js';
import { historyCache, nytReply, nytServer, type Reply } from '../helpers/nyt-history.js';
import { runCli } from './run.js';

// `wordle history`: the shipped days, the user's added ones (in a temporary cache folder of the
// test's own), and `history update` against a local server that plays the NYT's daily data
// (/svc/wordle/v2/DATE.json: id, solution, print_date, days_since_launch, editor). No test touches
// the network.

const { dir, stored, storedText } = historyCache('wordle-history-');

/** A file of DATE WORD lines in the test's folder. */
function daysFile(text: string): string {
  const path = join(dir(), 'days.txt');
  writeFileSync(path, text);
  return path;
}

describe('wordle history show and list', () => {
  it('shows a day by date or number, and what the history holds', async () => {
    expect((await runCli('history', 'show', '2025-07-18')).out).toBe(
      '#1490 2025-07-18 LORIS (not one of the likely answers)',
    );
    expect((await runCli('history', 'show', '#1689')).out).toBe('#1689 2026-02-02 CIGAR (a repeat of #0 (2021-06-19))');
    const all = await runCli('history', 'show');
    expect(all.out).toContain("The NYT's answers: 1808 days, #0 (2021-06-19) to #1807 (2026-05-31)");
    expect(all.out).toContain('1795 different answers; 13 repeats, the first on #1689 (2026-02-02)');
    expect(all.out).toContain('LORIS #1490 (2025-07-18), KEFIR #1516 (2025-08-13)');
    expect((await runCli('history', 'list', '--from', '#1805', '--to', '2026-05-31')).out).toBe(
      '#1805\t2026-05-29\tclang\n#1806\t2026-05-30\tsmile\n#1807\t2026-05-31\tetude',
    );
  });

  it('says in one line that a day is not in the history', async () => {
    const r = await runCli('history', 'show', '2026-07-01');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'wordle: the history has no answer for #1838 (2026-07-01): it runs to #1807 (2026-05-31); ' +
        'add the days after it with wordle history update, or wordle history add FILE',
    );
  });
});

describe('wordle history add', () => {
  it('adds the days of a file, keeps them, and leaves out the known ones', async () => {
    const r = await runCli(
      'history',
      'add',
      daysFile('# June\n2026-05-31 etude\n2026-06-01 CROSS\n2026-06-03 jeans\n'),
    );
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toBe(`added 2 days (#1808 (2026-06-01) to #1810 (2026-06-03)), kept in ${stored()}; 1 already known`);
    expect(storedText()).toContain('2026-06-01\tcross\n2026-06-03\tjeans\n');
    expect((await runCli('history', 'show', '2026-06-03')).out).toBe(
      '#1810 2026-06-03 JEANS (not one of the likely answers)',
    );
    expect((await runCli('history', 'show', '2026-06-02')).code).toBe(2); // a gap stays a gap
    const again = await runCli('history', 'add', daysFile('2026-06-02 lorry\n2026-06-03 jeans\n'));
    expect(again.out).toMatch(
      /^added 1 day \(#1809 \(2026-06-02\) to #1809 \(2026-06-02\)\), kept in .*; 1 already known$/,
    );
    expect(storedText()).toContain('2026-06-01\tcross\n2026-06-02\tlorry\n2026-06-03\tjeans\n');
  });

  // A bad line is one clear line naming it (file and line number); nothing is written.
  it.each([
    ['a malformed line', '2026-06-01 cross\n2026-06-02\n', 'line 2: "2026-06-02" is not DATE WORD'],
    ['an unknown word', '2026-06-01 cross\n2026-06-02 qwxyz\n', 'line 2: QWXYZ is not a word the NYT game accepts'],
    [
      'a date out of order',
      '2026-06-02 cross\n2026-06-01 jeans\n',
      'line 2: date 2026-06-01 is out of order (after 2026-06-02 on line 1)',
    ],
    ['a duplicate date', '2026-06-01 cross\n2026-06-01 jeans\n', 'line 2: duplicate date 2026-06-01 (also on line 1)'],
    [
      'a known day with another answer',
      '2025-07-18 jeans\n',
      'line 1: the answer of 2025-07-18 (#1490) is LORIS, not JEANS',
    ],
  ])('refuses %s in one line, and writes nothing', async (_what, text, message) => {
    await runCli('history', 'add', daysFile('2026-06-10 crane\n'));
    const before = storedText();
    const file = daysFile(text);
    const r = await runCli('history', 'add', file);
    expect(r.code).toBe(2);
    expect(r.err.split('\n')).toHaveLength(1);
    expect(r.err.startsWith(`wordle: ${file}, ${message}`)).toBe(true);
    expect(storedText()).toBe(before);
  });

  it('checks the stored days when it reads them back', async () => {
    await runCli('history', 'add', daysFile('2026-06-01 cross\n'));
    writeFileSync(stored(), `${storedText()!}2026-06-02 zzzzz\n`);
    for (const args of [
      ['history', 'show', '2026-06-01'],
      ['play', '--date', '2026-06-01'],
      ['solve', '--date', '2026-06-01'],
    ]) {
      const r = await runCli(...args);
      expect(r.code).toBe(2);
      expect(r.err).toBe(`wordle: ${stored()}, line 3: ZZZZZ is not a word the NYT game accepts`);
    }
    writeFileSync(stored(), '2026-02-02 crane\n'); // the shipped history says CIGAR
    expect((await runCli('history', 'show')).err).toBe(
      `wordle: ${stored()}, line 1: the answer of 2026-02-02 (#1689) is CIGAR, not CRANE`,
    );
  });
});

describe('wordle history update (a local server)', () => {
  const server = nytServer();
  const nyt = nytReply;
  const serve = server.serve;
  const asked = (): string[] => server.asked.map((a) => a.url);

  it('adds the days the server gives, through --base-url or WORDLE_NYT_URL', async () => {
    serve(1808, nyt(1808, 'cross'));
    serve(1809, nyt(1809, 'lorry'));
    const r = await runCli(
      'history',
      'update',
      '--from',
      '2026-06-01',
      '--to',
      '2026-06-02',
      '--base-url',
      server.base(),
    );
    expect(r.code).toBe(0);
    expect(r.out).toBe(`added 2 days (#1808 (2026-06-01) to #1809 (2026-06-02)), kept in ${stored()}`);
    expect(asked()).toEqual(['/svc/wordle/v2/2026-06-01.json', '/svc/wordle/v2/2026-06-02.json']);
    expect((await runCli('solve', '--date', '2026-06-02', '--strategy', 'entropy')).out).toMatch(
      /LORRY .*\nSolved in \d\.$/u,
    );
    serve(1810, nyt(1810, 'jeans'));
    process.env.WORDLE_NYT_URL = server.base();
    try {
      const next = await runCli('history', 'update', '--to', '2026-06-03');
      expect(next.err).toBe('fetching 1 day from ' + server.base() + '/ …');
      expect(next.out).toMatch(/^added 1 day \(#1810/u);
    } finally {
      delete process.env.WORDLE_NYT_URL;
    }
    expect((await runCli('history', 'update', '--to', '2026-06-03', '--base-url', server.base())).out).toBe(
      'nothing to fetch: the history has every day to #1810 (2026-06-03)',
    );
  });

  // Each refused reply is one line naming the day; the stored history stays as it was.
  it.each<[string, Reply, string, string[]]>([
    [
      'not the NYT format',
      { body: '<html>Sorry</html>' },
      'FETCH',
      ["the reply for 2026-06-02 is not the NYT's puzzle data: not JSON"],
    ],
    ['another day', nyt(1810, 'jeans'), 'FETCH', ['"print_date" is "2026-06-03", not 2026-06-02']],
    [
      'a word the game does not accept',
      nyt(1809, 'zzzzz'),
      'FETCH',
      ['its answer "zzzzz" is not a word the game accepts'],
    ],
    [
      'too large',
      nyt(1809, 'lorry', { pad: 'x'.repeat(MAX_REPLY_BYTES) }),
      'SIZE',
      [`larger than ${MAX_REPLY_BYTES} bytes: refused`],
    ],
    [
      'slow',
      { ...nyt(1809, 'lorry'), delayMs: 3000 },
      'SLOW',
      ["the NYT's data for 2026-06-02 did not come: no reply within 300 ms (--timeout-ms)"],
    ],
    [
      'an HTTP error',
      { status: 500, body: '{}' },
      'HTTP',
      ["the NYT's data for 2026-06-02 was refused: HTTP 500 from"],
    ],
  ])('refuses a reply that is %s, without touching the stored history', async (_what, reply, _kind, parts) => {
    await runCli('history', 'add', daysFile('2026-05-31 etude\n2026-06-10 crane\n'));
    const before = storedText();
    serve(1808, nyt(1808, 'cross'));
    serve(1809, reply);
    const r = await runCli(
      'history',
      'update',
      '--from',
      '2026-06-01',
      '--to',
      '2026-06-03',
      '--base-url',
      server.base(),
      '--timeout-ms',
      '300',
    );
    expect(r.code).toBe(2);
    expect(r.err.split('\n').filter((l) => l.startsWith('wordle:'))).toHaveLength(1);
    for (const p of parts) expect(r.err).toContain(p);
    expect(storedText()).toBe(before);
    expect(asked()).not.toContain('/svc/wordle/v2/2026-06-03.json'); // stopped at the refused day
  });

  it("never fetches today's answer unless asked", async () => {
    const today = localPuzzleNumber(new Date());
    for (const n of [today - 2, today - 1, today]) serve(n, nyt(n, 'cross'));
    const r = await runCli('history', 'update', '--from', puzzleDate(today - 2), '--base-url', server.base());
    expect(r.code).toBe(0);
    expect(asked()).toEqual([today - 2, today - 1].map((n) => `/svc/wordle/v2/${puzzleDate(n)}.json`));
    const spoil = await runCli('history', 'update', '--to', puzzleDate(today), '--base-url', server.base());
    expect(spoil.code).toBe(2);
    expect(spoil.err).toBe(
      `wordle: --to #${today} (${puzzleDate(today)}) is today's puzzle or a later one: its answer would spoil it (add --spoilers to fetch it anyway)`,
    );
    const asked2 = await runCli(
      'history',
      'update',
      '--from',
      puzzleDate(today),
      '--to',
      puzzleDate(today),
      '--spoilers',
      '--base-url',
      server.base(),
    );
    expect(asked2.out).toMatch(/^added 1 day/u);
    expect(asked().at(-1)).toBe(`/svc/wordle/v2/${puzzleDate(today)}.json`);
  });
});
