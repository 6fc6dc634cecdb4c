import { WordleError } from '../core/errors.js';
import { hidePassword, quote } from '../core/quote.js';
import { expectInt, expectString, expectWordSet } from '../core/validate.js';
import type { WordSet } from '../core/wordlist.js';
import { puzzleDate } from '../engine/history/numbering.js';
import { MAX_REPLY_BYTES, nytReplyPath, parseNytReply, type NytPuzzle } from '../engine/history/nyt-reply.js';

/*
 * Fetching one day of the NYT's puzzle data, only when a user asks (`wordle history update`):
 * never at start-up, with a timeout, the reply read up to a size cap and then checked as untrusted
 * input (engine/history/nyt-reply.ts).
 */

/** Where the NYT publishes its daily puzzle data. */
export const NYT_BASE_URL = 'https://www.nytimes.com/svc/wordle/v2';

/** The environment variable that replaces the base address (tests serve the data locally). */
export const NYT_URL_ENV = 'WORDLE_NYT_URL';

/** How long one day's reply may take, by default. */
export const DEFAULT_FETCH_TIMEOUT_MS = 10_000;

/**
 * The base address: the option, else `WORDLE_NYT_URL`, else the NYT's; an http(s) address. Returned
 * normalized: no fragment (a browser's part of an address, never sent), no `/` ending its path; a
 * query is kept (each day's path goes before it: see `nytDayUrl`). Messages never show its password.
 */
export function nytBaseUrl(option?: string): string {
  if (option !== undefined) expectString(option, 'nytBaseUrl', 'option');
  const base = option ?? process.env[NYT_URL_ENV] ?? NYT_BASE_URL;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new WordleError(
      'BAD_OPTION',
      `${quote(hidePassword(base))} is not a web address (--base-url, ${NYT_URL_ENV})`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new WordleError(
      'BAD_OPTION',
      `${quote(hidePassword(base))} is not an http or https address (--base-url, ${NYT_URL_ENV})`,
    );
  }
  url.hash = '';
  url.pathname = url.pathname.replace(/\/+$/u, '');
  return url.href;
}

/** The address of puzzle #`day`'s data under `base` (see `nytBaseUrl`): `BASE/YYYY-MM-DD.json`, then base's query. */
export function nytDayUrl(base: string, day: number): URL {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/u, '')}/${nytReplyPath(day)}`;
  url.hash = '';
  return url;
}

/** The base address as messages show it: `BASE/`, its query after, its password hidden. */
export function shownBaseUrl(base: string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/u, '')}/`;
  return hidePassword(url.href);
}

/** The body as text, refused (TOO_LARGE) as soon as it passes `max` bytes. */
async function cappedText(response: Response, max: number, date: string): Promise<string> {
  const tooLarge = (): never => {
    throw new WordleError('TOO_LARGE', `the reply for ${date} is larger than ${max} bytes: refused`);
  };
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > max) tooLarge();
  const reader = response.body?.getReader();
  if (reader === undefined) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/** Why a fetch failed, in words. */
function failure(e: unknown, timeoutMs: number): string {
  const name = (e as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return `no reply within ${timeoutMs} ms (--timeout-ms)`;
  const cause = (e as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (e instanceof Error ? e.message : String(e));
}

/** Connection errors that say a kept-alive connection was closed under the request: worth one more try. */
const STALE_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/**
 * One GET, tried once more when the connection was reset before any reply (the server closed a
 * kept-alive connection as the request went out); `signal` bounds both tries together. A user and
 * password in the address go in an Authorization header (fetch refuses an address that holds them).
 */
async function request(url: URL, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const plain = new URL(url);
  if (url.username !== '' || url.password !== '') {
    const user = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    headers.authorization = `Basic ${Buffer.from(user, 'utf8').toString('base64')}`;
    plain.username = '';
    plain.password = '';
  }
  const get = () => fetch(plain, { signal, headers });
  try {
    return await get();
  } catch (e) {
    const code = (e as { cause?: { code?: string } }).cause?.code;
    if (signal.aborted || code === undefined || !STALE_CONNECTION.has(code)) throw e;
    return get();
  }
}

/**
 * Fetch and check puzzle #`day` from `base` (see `nytBaseUrl`): one GET of `nytDayUrl`,
 * at most `timeoutMs` for the whole reply, at most `MAX_REPLY_BYTES`. A failure is one error naming
 * the day: FETCH_FAILED (no reply in time, no connection, an HTTP error, not the NYT's format, a
 * word the game does not accept) or TOO_LARGE.
 */
export async function fetchNytPuzzle(
  base: string,
  day: number,
  accepted: WordSet,
  timeoutMs: number,
): Promise<NytPuzzle> {
  expectString(base, 'fetchNytPuzzle', 'base');
  expectInt(timeoutMs, 'fetchNytPuzzle', 'timeoutMs', 1, 3_600_000);
  expectWordSet(accepted, 'fetchNytPuzzle', 'accepted');
  const date = puzzleDate(day);
  const url = nytDayUrl(base, day);
  const shown = hidePassword(url.href);
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    const response = await request(url, signal);
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new WordleError(
        'FETCH_FAILED',
        `the NYT's data for ${date} was refused: HTTP ${response.status} from ${shown}`,
      );
    }
    text = await cappedText(response, MAX_REPLY_BYTES, date);
  } catch (e) {
    if (e instanceof WordleError) throw e;
    throw new WordleError(
      'FETCH_FAILED',
      `the NYT's data for ${date} did not come: ${failure(e, timeoutMs)} (${shown})`,
    );
  }
  return parseNytReply(text, day, accepted);
}
