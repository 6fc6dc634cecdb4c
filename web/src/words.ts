/** The page's own copy of a built-in word list, for the games (the worker keeps its own). */
import { useEffect, useState } from 'preact/hooks';
import type { WordSet } from 'wordlekit';
import { loadBuiltinWordSet } from 'wordlekit/core';

/** The list `name`, once loaded (null until then; a failed load is retried when `name` changes). */
export function useWords(name: string): WordSet | null {
  const [words, setWords] = useState<{ name: string; words: WordSet } | null>(null);
  useEffect(() => {
    let live = true;
    void loadBuiltinWordSet(name).then((w) => live && setWords({ name, words: w }));
    return () => {
      live = false;
    };
  }, [name]);
  return words?.name === name ? words.words : null;
}
