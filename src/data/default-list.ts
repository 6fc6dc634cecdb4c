/*
 * The default list on its own, so that what needs only its name (the fast path of `wordle openings
 * show`) loads no word list.
 */

/** Names of the built-in five-letter word lists (`--list`): `nyt` is today's NYT game (14855 accepted
 * guesses, 3158 likely answers), `nyt2022` the NYT lists of 2022, `classic` the original game of 2021. */
export type BuiltinListName = 'classic' | 'nyt' | 'nyt2022';

/**
 * The list played when none is named: today's NYT game (`nyt`). The variants (several boards,
 * Absurdle) keep `classic`, and other lengths their own lists (`LENGTH_LISTS`).
 */
export const DEFAULT_LIST: BuiltinListName = 'nyt';

/** The built-in five-letter lists, by CLI name (here, with no word list, for the fast commands). */
export const BUILTIN_LISTS: readonly BuiltinListName[] = ['classic', 'nyt', 'nyt2022'];
