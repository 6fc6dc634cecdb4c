import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { letterStats } from '../../src/core/letters.js';
import { makeWordSet } from '../../src/core/wordlist.js';
import { buildPatternMatrix } from '../../src/core/matrix.js';
import { playGuesses } from '../../src/core/history.js';
import { analyzeGame } from '../../src/engine/analysis/analyze.js';
import { gameConfig } from '../../src/strategies/context.js';
import {
  histogramChart,
  lettersChart,
  plotFormat,
  remainingChart,
  renderPlot,
  renderSvg,
  textBars,
} from '../../src/node/plot.js';
import { createStrategy } from '../../src/engine/game/strategies.js';
import { wordleError } from '../helpers/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'wordle-plot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const series = [
  { name: 'entropy', histogram: [0, 1, 50, 1000, 1100, 150, 14] },
  { name: 'expected-size', histogram: [0, 1, 60, 990, 1090, 160, 14] },
];

/** Well-formed enough: one root <svg>, balanced tags. */
function expectSvg(svg: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  const opens = (svg.match(/<[a-zA-Z][^>]*[^/]>|<[a-zA-Z]>/g) ?? []).length;
  const closes = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
  expect(opens).toBe(closes);
}

describe('charts', () => {
  it('the histogram has a bar per strategy and guess count, axis titles and a legend', async () => {
    const svg = await renderSvg(histogramChart(series));
    expectSvg(svg);
    for (const label of ['guesses to solve', 'answers', 'strategy', 'entropy', 'expected-size']) {
      expect(svg).toContain(`>${label}<`);
    }
    expect(svg).toContain('role-legend');
    // 2 strategies × 6 guess counts; bars are <path> marks inside the bar group.
    const bars =
      svg
        .split('mark-rect role-mark')[1]!
        .split('</g>')[0]!
        .match(/<path /g) ?? [];
    expect(bars).toHaveLength(12);
    expect(svg).toContain('>1100<'); // value labels on the bars
  });

  it('the letters chart stacks positions with a legend', async () => {
    const svg = await renderSvg(lettersChart(letterStats(['speed', 'abide'])));
    expectSvg(svg);
    for (const label of ['occurrences', 'position', '>E<', '>D<']) expect(svg).toContain(label);
    expect(svg).toContain('role-legend');
  });

  it('the remaining chart has the three series', async () => {
    const words = makeWordSet(['cat', 'bat', 'hat', 'cot'], ['bho', 'zzz']);
    const cfg = gameConfig(words, buildPatternMatrix(words.guesses, words.answers));
    const a = analyzeGame(cfg, playGuesses(['cat', 'hat'], 'hat'), createStrategy('entropy'));
    const svg = await renderSvg(remainingChart(a));
    for (const label of ['actual', 'expected (your guess)', 'expected (entropy)', 'turn']) {
      expect(svg).toContain(`>${label}<`);
    }
  });
});

describe('renderPlot', () => {
  it('writes SVG and PNG files by extension', async () => {
    const svgPath = join(dir, 'h.svg');
    const pngPath = join(dir, 'h.png');
    expect(await renderPlot(histogramChart(series), svgPath)).toBe('svg');
    expectSvg(readFileSync(svgPath, 'utf8'));
    expect(await renderPlot(histogramChart(series), pngPath)).toBe('png');
    const png = readFileSync(pngPath);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    // Rendered at 2×: wider than 600 px and taller than 400 px.
    expect(png.readUInt32BE(16)).toBeGreaterThan(600);
    expect(png.readUInt32BE(20)).toBeGreaterThan(400);
  });

  it.each(['plot.jpg', 'plot', 'plot.svg.txt'])('rejects %s', (name) => {
    wordleError(() => plotFormat(name), 'BAD_OPTION');
  });
});

describe('textBars', () => {
  it('scales bars to the largest value', () => {
    expect(
      textBars(
        [
          { label: 'a', value: 4 },
          { label: 'bb', value: 2 },
          { label: 'c', value: 0, note: 'none' },
        ],
        4,
      ),
    ).toBe([' a ████ 4', 'bb ██ 2', ' c  none'].join('\n'));
  });
});
