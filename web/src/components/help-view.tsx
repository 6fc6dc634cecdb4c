/** The help screen: what each screen does and what the numbers mean. */
import { GRADE_MEANING } from 'wordlekit/core';
import { lastNytDay, longDate } from '../nyt.js';
import { Squares } from './tiles.js';

/** Plain-language help. */
export function HelpView() {
  return (
    <article class="page help panel">
      <h2>How to use wordlekit</h2>
      <h3>Assistant</h3>
      <p>
        Type the word you guessed in your game, tap or click each tile until it has the colour the game gave (gray →
        yellow → green), then press <strong>Add turn</strong>. You see how many answers are still possible and the best
        next guesses. Tap a suggested word to see <em>why</em>: every colouring it can get, how many answers each
        leaves, and its chance of winning this turn. Type any word to see the same for it. Your game stays here when you
        move to another screen, reload or open a new tab; <strong>Reset</strong> starts afresh.
      </p>
      <NumbersHelp />
      <h3>Play</h3>
      <p>
        The NYT&apos;s puzzle of any day this app&apos;s history has (by date or number), or a practice game:{' '}
        <strong>Practice #483920</strong> is not an NYT puzzle but a word drawn at random from the likely answers, its
        six-digit number never an NYT number (a link to it replays the same word). The app&apos;s history of the
        NYT&apos;s answers ends with #{lastNytDay()} ({longDate(lastNytDay())}): it cannot know a later day&apos;s
        answer, today&apos;s included, and says so. Type on your keyboard or the on-screen one; Enter submits, Backspace
        deletes. Your game is saved in this browser: leave it, reload or come back later. Each game counts once in your
        statistics.
      </p>
      <h3>Analyse</h3>
      <p>
        Paste a share grid (its rows of coloured squares <Squares />) and the answer, type the guesses you made, and see
        each turn&apos;s skill and luck. An NYT game is graded under the same prior as the assistant&apos;s advice for
        its day (the share text&apos;s number names the day), so the best move it names is the one the assistant
        suggested.
      </p>
      <h3>Openers</h3>
      <p>
        Type your favourite first word and see how good it is: the exact number of guesses it needs over every answer
        with the best play after it, the average per game, and its rank among every allowed opening (14,855 on
        today&apos;s NYT list, 12,972 on the classic list). Openings that cannot beat the best ones show a proven lower
        bound instead, and their exact value is a click away. The common openers (ADIEU, CRANE, SLATE…) are answered at
        a glance. The numbers come from a table the <code>wordle</code> command computes and proves.
      </p>
      <h3>Keyboard</h3>
      <p>
        Everything works from the keyboard: Tab moves between controls, Space or Enter presses a button or cycles a
        tile&apos;s colour. In Play and Variants, letters, Enter and Backspace go to the game unless a text field or a
        button you moved to with Tab has the focus.
      </p>
      <h3>Offline</h3>
      <p>
        After one visit the app, its word lists and the optimal trees work without a network. When a new version is
        published, a banner offers to reload.
      </p>
    </article>
  );
}

/** What the numbers mean. */
function NumbersHelp() {
  return (
    <>
      <h3>The numbers</h3>
      <dl class="terms">
        <dt>Prior</dt>
        <dd>
          How likely each answer is. <strong>NYT history</strong> (the default on today&apos;s NYT list): answers the
          NYT has not used yet count more than those it has. <strong>Equal weights</strong>: every likely answer alike.{' '}
          <strong>Word frequency</strong>: any accepted word can be the answer, weighted by how common it is (many more
          words are left). Changing it changes the answers left and the advice.
        </dd>
        <dt>Exp. guesses</dt>
        <dd>
          How many guesses you can expect to need to finish, the suggested one included, with the best play after it.
          Lower is better. ≥: at least this many (a proven bound, where the exact search had no time).
        </dd>
        <dt>Wins</dt>
        <dd>Where a guess can lose: the games it wins, the answer found within the guesses left.</dd>
        <dt>Bits</dt>
        <dd>
          Expected information: each bit halves the answers left, on average. More is better; log₂ of the answers left
          is the most one guess can give.
        </dd>
        <dt>Exp. left</dt>
        <dd>How many answers you can expect to be left after the guess.</dd>
        <dt>Largest group</dt>
        <dd>The most answers the guess can leave, with the unluckiest colours.</dd>
        <dt>Possible answer</dt>
        <dd>Whether the guess is itself one of the answers left (so it can win this turn).</dd>
        <dt>Skill</dt>
        <dd>{GRADE_MEANING.skill}</dd>
        <dt>Luck</dt>
        <dd>{GRADE_MEANING.luck}</dd>
      </dl>
    </>
  );
}
