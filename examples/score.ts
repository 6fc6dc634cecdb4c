// Run: npx tsx examples/score.ts (after npm run build: 'wordlekit' resolves to this package's dist/)
// Wordle feedback with repeated letters, in every notation.
import { formatFeedback, scoreGuess } from 'wordlekit';

for (const [guess, answer] of [
  ['crane', 'sweet'],
  ['speed', 'abide'],
  ['eerie', 'elder'],
  ['aaaab', 'baaaa'],
] as const) {
  const p = scoreGuess(guess, answer);
  console.log(`${guess} vs ${answer}: ${formatFeedback(p, 5, 'emoji')} ${formatFeedback(p, 5)} (pattern ${p})`);
}
