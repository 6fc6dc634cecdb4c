/**
 * The shipped word lists' files (lists/NAME-answers.txt, lists/NAME-guesses.txt), fetched for
 * words.ts (which checks them and keeps the word set it makes). Apart from it and free of the
 * library, so that the worker's tiny entry can start fetching a linked position's list while the
 * solver's code still loads (worker/entry.ts).
 */
import { appBase } from './base.js';

/** A list file's text, or why it could not be had: no network (status undefined) or an HTTP status. */
export type ListFile = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly status?: number };

/** The files asked for ahead (prefetchList), until words.ts takes them. */
const ahead = new Map<string, Promise<[ListFile, ListFile]>>();

async function fetchFile(file: string): Promise<ListFile> {
  let res: Response;
  try {
    res = await fetch(new URL(`lists/${file}`, appBase()));
    return res.ok ? { ok: true, text: await res.text() } : { ok: false, status: res.status };
  } catch {
    return { ok: false };
  }
}

const fetchList = (name: string): Promise<[ListFile, ListFile]> =>
  Promise.all([fetchFile(`${name}-answers.txt`), fetchFile(`${name}-guesses.txt`)]);

/** Start fetching the list `name`'s two files, for `takeListFiles` to pick up. */
export function prefetchList(name: string): void {
  if (!ahead.has(name)) ahead.set(name, fetchList(name));
}

/** The list `name`'s two files, answers then guesses: those fetched ahead (once), else fetched now. */
export function takeListFiles(name: string): Promise<[ListFile, ListFile]> {
  const early = ahead.get(name);
  ahead.delete(name);
  return early ?? fetchList(name);
}
