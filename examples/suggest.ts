// Run: npx tsx examples/suggest.ts (after npm run build: 'wordlekit' resolves to this package's dist/)
// The assistant's core loop through the public API: play a turn, list what is left, rank guesses.
import { buildPatternMatrix, builtinWordSet, createStrategy, gameConfig, parseFeedback, Session } from 'wordlekit';

const words = builtinWordSet('classic');
const matrix = buildPatternMatrix(words.guesses, words.answers);
const session = new Session(gameConfig(words, matrix), createStrategy('entropy'));

session.play({ guess: 'soare', pattern: parseFeedback('ygbbb') });
console.log(`${session.candidates.length} answers left: ${session.candidateWords.join(' ')}`);
for (const s of session.suggestions(3)) {
  console.log(`${s.word}  ${s.entropy.toFixed(3)} bits  ${s.expectedSize.toFixed(2)} expected  worst ${s.worstCase}`);
}
