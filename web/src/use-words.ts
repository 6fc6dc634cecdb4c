/** The page's copy of a built-in word list, for the games (the worker loads its own from the same file). */
import { useEffect, useState } from 'preact/hooks';
import type { WordSet } from 'wordlekit';
import { loadWords } from './words.js';

/** The list `name` on the page, once loaded (null until then). */
export function useWords(name: string): WordSet | null {
  const [words, setWords] = useState<{ name: string; words: WordSet } | null>(null);
  useEffect(() => {
    let live = true;
    void loadWords(name).then((w) => live && setWords({ name, words: w }));
    return () => {
      live = false;
    };
  }, [name]);
  return words?.name === name ? words.words : null;
}
