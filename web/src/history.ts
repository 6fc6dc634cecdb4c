/** Converting between the app's plain turn data (what messages and URLs carry) and core turns. */
import type { History } from 'wordlekit';
import { asPattern } from 'wordlekit/core';
import type { TurnData } from './protocol.js';

/** Plain turns as core turns. */
export function toHistory(turns: readonly TurnData[]): History {
  return turns.map((t) => ({ guess: t.guess, pattern: asPattern(t.pattern) }));
}
