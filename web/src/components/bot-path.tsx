/**
 * The strategy's own game for the same answer beside the player's, turn by turn (as WordleBot
 * shows its path), each of its guesses with its chance to win and expected guesses after it: the
 * analysis's `bot` (the engine's `analyzeGame`), sent by the worker with the exact review.
 */
import { chanceText } from 'wordlekit/core';
import type { BotPathData, TurnReview } from '../protocol.js';
import { digitsOf, Row } from './tiles.js';

/** A played word as tiles, or nothing. */
function Tiles({
  guess,
  pattern,
  label,
}: {
  readonly guess?: string;
  readonly pattern?: number;
  readonly label: string;
}) {
  if (guess === undefined || pattern === undefined) return null;
  return <Row word={guess} length={guess.length} colours={digitsOf(pattern, guess.length)} label={label} />;
}

/** What the strategy had left after a turn, in words (accepted words once no likely answer fitted). */
function left(s: BotPathData['steps'][number]): string {
  if (s.pattern === 3 ** s.guess.length - 1) return 'solved';
  const n = s.remaining;
  return s.widened ? `${n} accepted ${n === 1 ? 'word' : 'words'}` : `${n} ${n === 1 ? 'answer' : 'answers'}`;
}

/** The strategy's figures after a guess: where a loss is possible its chance to win above its expected guesses. */
function Figures({ s, wins }: { readonly s: BotPathData['steps'][number] | undefined; readonly wins: boolean }) {
  if (s?.expectedGuesses == null) return null;
  return (
    <>
      {wins && s.winChance !== null && <span class="chance-line">{chanceText(s.winChance)}</span>}
      <span class="best-figures">{s.expectedGuesses.toFixed(3)}</span>
    </>
  );
}

/** Your game and the strategy's for the same answer, side by side, with its figures after each guess. */
export function BotPath({ bot, turns }: { readonly bot: BotPathData; readonly turns: readonly TurnReview[] }) {
  const n = Math.max(bot.steps.length, turns.length);
  // (the chance to win is shown where a game could be lost, as in the analysis's table)
  const wins =
    turns.some((r) => r.bestWinChance != null && r.bestWinChance < 1) ||
    bot.steps.some((s) => s.winChance !== null && s.winChance < 1);
  const its = bot.status === 'solved' ? `${bot.steps.length}` : `${bot.steps.length} (lost)`;
  return (
    <section class="panel bot-path" aria-labelledby="bot-path-title" data-testid="bot-path">
      <h2 id="bot-path-title">
        Your game and the {bot.strategy} strategy's: you in {turns.length}, it in {its}
      </h2>
      <div class="table-scroll" tabIndex={0} role="region" aria-label="Your game and the strategy's">
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Yours</th>
              <th scope="col">{bot.strategy}</th>
              <th
                scope="col"
                title={
                  wins
                    ? 'After its guess, with the best play after it: the chance to win, then the expected guesses to finish, this one included'
                    : 'Expected guesses to finish after its guess, this one included, with the best play after it'
                }
              >
                {wins ? 'Wins · guesses' : 'Guesses'}
              </th>
              <th scope="col">It had left</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: n }, (_, i) => {
              const s = bot.steps[i];
              return (
                <tr key={i}>
                  <th scope="row">{i + 1}</th>
                  <td>
                    <Tiles guess={turns[i]?.guess} pattern={turns[i]?.pattern} label={`Your turn ${i + 1}`} />
                  </td>
                  <td>
                    <Tiles guess={s?.guess} pattern={s?.pattern} label={`Its turn ${i + 1}`} />
                  </td>
                  <td>
                    <Figures s={s} wins={wins} />
                  </td>
                  <td>{s === undefined ? '' : left(s)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
