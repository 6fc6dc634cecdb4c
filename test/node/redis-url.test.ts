import { describe, expect, it } from 'vitest';
import { parseRedisUrl } from '../../src/node/redis-url.js';
import { wordleError } from '../helpers/errors.js';

describe('--queue redis://HOST:PORT[/DB]', () => {
  it.each([
    ['redis://127.0.0.1:6390', { host: '127.0.0.1', port: 6390, db: 0, shown: 'redis://127.0.0.1:6390/0' }],
    ['redis://queue.example', { host: 'queue.example', port: 6379, db: 0, shown: 'redis://queue.example/0' }],
    ['redis://10.0.0.5:6379/2', { host: '10.0.0.5', port: 6379, db: 2, shown: 'redis://10.0.0.5:6379/2' }],
    ['rediss://:s3cret@h:7000/1', { host: 'h', port: 7000, db: 1, shown: 'rediss://:…@h:7000/1' }],
  ])('%s', (url, expected) => {
    expect(parseRedisUrl(url)).toEqual({ url, ...expected });
  });

  it.each([
    ['localhost:6379', '--queue "localhost:6379": not a redis:// URL (expected redis://HOST:PORT[/DB])'],
    ['http://h:1', '--queue "http://h:1": not a redis:// URL (expected redis://HOST:PORT[/DB])'],
    ['redis://h:1/two', '--queue "redis://h:1/two": the database must be a number (expected redis://HOST:PORT[/DB])'],
    ['redis://h:99999', '--queue "redis://h:99999": not a URL (expected redis://HOST:PORT[/DB])'],
    [
      'redis://u:pw@h:1/x',
      '--queue "redis://u:…@h:1/x": the database must be a number (expected redis://HOST:PORT[/DB])',
    ],
  ])('refuses %s without showing a password', (url, message) => {
    expect(wordleError(() => parseRedisUrl(url), 'BAD_OPTION').message).toBe(message);
  });
});
