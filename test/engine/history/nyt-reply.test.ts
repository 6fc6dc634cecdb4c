import { describe, expect, it } from 'vitest';
import { builtinWordSet } from '../../../src/data/lists.js';
import { MAX_REPLY_BYTES, nytReplyPath, parseNytReply } from '../../../src/engine/history/nyt-reply.js';
import { wordleError } from '../../helpers/errors.js';

const nyt = builtinWordSet('nyt');

// The shape of the NYT's daily data (/svc/wordle/v2/2025-07-18.json): id, solution, print_date,
// days_since_launch, editor (../shared/lists/README.md); the id is the NYT's own, not the number.
const reply = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 2345,
    solution: 'loris',
    print_date: '2025-07-18',
    days_since_launch: 1490,
    editor: 'Tracy Bennett',
    ...over,
  });

describe("the NYT's daily data", () => {
  it('is read when it is for the day asked and its answer is accepted', () => {
    expect(nytReplyPath(1490)).toBe('2025-07-18.json');
    expect(parseNytReply(reply(), 1490, nyt)).toEqual({ day: 1490, word: 'loris', id: 2345, editor: 'Tracy Bennett' });
    expect(parseNytReply(reply({ editor: null, solution: 'LORIS' }), 1490, nyt).word).toBe('loris');
  });

  it.each([
    ['not JSON', '<html>Sorry</html>', 'not JSON ("<html>Sorry</html>")'],
    ['an array', '[1,2]', 'not a JSON object'],
    ['no solution', reply({ solution: undefined }), 'no five-letter "solution"'],
    ['a long solution', reply({ solution: 'lorises' }), 'no five-letter "solution"'],
    ['another day', reply({ print_date: '2025-07-19' }), '"print_date" is "2025-07-19", not 2025-07-18'],
    ['another number', reply({ days_since_launch: 1491 }), '"days_since_launch" is 1491, not 1490'],
    ['no id', reply({ id: 'x' }), 'no whole-number "id"'],
    ['an odd editor', reply({ editor: 7 }), '"editor" is not text'],
    ['an unknown word', reply({ solution: 'zzzzz' }), 'its answer "zzzzz" is not a word the game accepts'],
  ])('refuses %s', (_what, text, why) => {
    const e = wordleError(() => parseNytReply(text, 1490, nyt), 'FETCH_FAILED');
    expect(e.message).toBe(`the reply for 2025-07-18 is not the NYT's puzzle data: ${why}`);
  });

  it('refuses a reply larger than the cap', () => {
    const text = reply({ padding: 'x'.repeat(MAX_REPLY_BYTES) });
    expect(wordleError(() => parseNytReply(text, 1490, nyt), 'TOO_LARGE').message).toBe(
      `the reply for 2025-07-18 is larger than ${MAX_REPLY_BYTES} bytes: refused`,
    );
  });
});
