/**
 * A linked position's question handed to the worker in its name (web/src/first-request.ts): the
 * worker's entry reads back exactly what the page sent, and nothing from any other name.
 */
import { describe, expect, it } from 'vitest';
import { firstRequest, workerName } from '../../web/src/first-request.js';
import type { Envelope } from '../../web/src/protocol.js';

describe('the first request in the worker name', () => {
  const suggest: Envelope = {
    id: 1,
    kind: 'suggest',
    options: { list: 'nyt', strategy: 'optimal', prior: 'history', hard: true, day: 1808 },
    history: [{ guess: 'tarse', pattern: 0 }],
    top: 10,
    tree: false,
  };

  it('round-trips a suggest request, id included', () => {
    expect(firstRequest(workerName(suggest))).toEqual(suggest);
  });

  it.each([
    ['the plain name of an idle worker', workerName()],
    ['another name', 'variants'],
    ['a damaged request', `${workerName()} {"id":1,"kind`],
    ['an empty name', ''],
  ])('reads nothing from %s', (_, name) => {
    expect(firstRequest(name)).toBeUndefined();
  });
});
