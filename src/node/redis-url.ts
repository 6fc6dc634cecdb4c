import { WordleError } from '../core/errors.js';
import { hidePassword, quote } from '../core/quote.js';

/** A Redis server to connect to, from `--queue redis://HOST:PORT[/DB]`. */
export interface RedisTarget {
  /** The URL as given (it may hold a password: never print it). */
  readonly url: string;
  /** The URL without its password, for messages. */
  readonly shown: string;
  readonly host: string;
  readonly port: number;
  readonly db: number;
}

/**
 * Parse a Redis URL: `redis://HOST[:PORT][/DB]` (port 6379 and database 0 by default), or
 * `rediss://` for TLS, optionally with `USER:PASSWORD@`. Anything else is one clear BAD_OPTION.
 */
export function parseRedisUrl(text: string, option = '--queue'): RedisTarget {
  const fail = (why: string): never => {
    throw new WordleError(
      'BAD_OPTION',
      `${option} ${quote(hidePassword(text))}: ${why} (expected redis://HOST:PORT[/DB])`,
    );
  };
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return fail('not a URL');
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') fail('not a redis:// URL');
  if (u.hostname === '') fail('no host');
  if (u.search !== '' || u.hash !== '') fail('no query or fragment allowed');
  const port = u.port === '' ? 6379 : Number(u.port);
  const path = u.pathname.replace(/^\//u, '');
  if (path !== '' && !/^\d{1,5}$/u.test(path)) fail('the database must be a number');
  const db = path === '' ? 0 : Number(path);
  const auth = u.password !== '' ? `${u.username}:…@` : u.username !== '' ? `${u.username}@` : '';
  const shown = `${u.protocol}//${auth}${u.host}/${db}`;
  return { url: text, shown, host: u.hostname, port, db };
}
