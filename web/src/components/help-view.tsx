/** The help screen: what each screen does and what the numbers mean. */
import { GRADE_MEANING } from 'wordlekit/core';
import { Squares } from './tiles.js';

/** Plain-language help. */
export function HelpView() {
  return (
    <article class="page help panel">
      <h2>How to use wordlekit</h2>
      <h3>Assistant</h3>
      <p>
        Type the word you guessed in your game, click each tile until it has the colour the game gave (gray → yellow →
        green), then press <strong>Add turn</strong>. You see how many answers are still possible and the best next
        guesses. Click a suggested word to see <em>why</em>: every colouring it can get, how many answers each leaves,
        and its chance of winning this turn. Type any word to see the same for it.
      </p>
      <NumbersHelp />
      <h3>Play</h3>
      <p>
        Today&apos;s game, or a random one. Type on your keyboard or the on-screen one; Enter submits, Backspace
        deletes. Your game is saved in this browser: reload or come back later. Each game counts once in your
        statistics.
      </p>
      <h3>Analyse</h3>
      <p>
        Paste a share grid (its rows of coloured squares <Squares />) and the answer, type the guesses you made, and see
        each turn&apos;s skill and luck.
      </p>
      <h3>Openers</h3>
      <p>
        Type your favourite first word and see how good it is: the exact number of guesses it needs over every answer
        with the best play after it, the average per game, and its rank among all 12972 allowed openings. Openings that
        cannot beat the best ones show a proven lower bound instead. The numbers come from a table the{' '}
        <code>wordle</code> command computes and proves.
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
        <dt>Bits</dt>
        <dd>
          Expected information: each bit halves the answers left, on average. More is better; log₂ of the answers left
          is the most one guess can give.
        </dd>
        <dt>Exp. left</dt>
        <dd>How many answers you can expect to be left after the guess.</dd>
        <dt>Largest group</dt>
        <dd>The most answers the guess can leave, with the unluckiest colours.</dd>
        <dt>Skill</dt>
        <dd>{GRADE_MEANING.skill}</dd>
        <dt>Luck</dt>
        <dd>{GRADE_MEANING.luck}</dd>
      </dl>
    </>
  );
}
