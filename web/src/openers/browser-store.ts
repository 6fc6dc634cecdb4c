/**
 * The openers computed in this browser, kept in IndexedDB (the worker has no localStorage, and a
 * tree of some 60 KB a word would soon fill it): one text entry a key, as `rateOpener` writes it.
 * The storage never breaks the screen: an entry that cannot be read counts as absent, one that
 * cannot be written is not kept (`problem` says why). What is read is only text: the use case
 * checks it (its tree must prove its total) before it is believed.
 */
import type { OpenerStore } from 'wordlekit/search';

/** The database and its one object store (the tests open them too). */
export const OPENER_DB = 'wordlekit-openers';
export const OPENER_STORE = 'openers';

/** Largest entry read back (a classic tree is some 60 KB): anything larger counts as absent. */
const MAX_ENTRY_CHARS = 4 * 2 ** 20;

/** A request's result as a promise. */
function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

/** The database, created on first use. */
function openDb(): Promise<IDBDatabase> {
  const req = indexedDB.open(OPENER_DB, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(OPENER_STORE);
  return done(req);
}

/** A short reason for a storage failure. */
const reason = (e: unknown): string => (e instanceof Error && e.message !== '' ? e.message : String(e));

/** Computed openers in IndexedDB (see the file comment). */
export class BrowserOpenerStore implements OpenerStore {
  /** Why the last value was not kept, or null. */
  problem: string | null = null;
  private db: Promise<IDBDatabase> | undefined;

  private database(): Promise<IDBDatabase> {
    this.db ??= openDb();
    this.db.catch(() => (this.db = undefined)); // tried again next time
    return this.db;
  }

  async get(key: string): Promise<string | undefined> {
    try {
      const db = await this.database();
      const value: unknown = await done(db.transaction(OPENER_STORE).objectStore(OPENER_STORE).get(key));
      return typeof value === 'string' && value.length <= MAX_ENTRY_CHARS ? value : undefined;
    } catch {
      return undefined;
    }
  }

  async put(key: string, text: string): Promise<void> {
    try {
      const db = await this.database();
      const tx = db.transaction(OPENER_STORE, 'readwrite');
      tx.objectStore(OPENER_STORE).put(text, key);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('the transaction was aborted'));
      });
      this.problem = null;
    } catch (e) {
      this.problem = `this browser's storage refused it (${reason(e)})`;
    }
  }
}
