/**
 * localStorage that never throws. Reading `localStorage` itself throws when storage is blocked
 * (private modes, blocked site data) and `setItem` throws when it is full; either used to blank
 * the page. Here every access is guarded and, when storage fails, values live in memory for the
 * session instead, and `problem` says so (the app shows it once).
 */

/** The little the app needs of a key-value store. Never throws. */
export interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  /** Why values will not outlive the tab, or null when storage works. */
  readonly problem: string | null;
}

class SafeStore implements Store {
  private readonly memory = new Map<string, string>();
  problem: string | null = null;

  constructor(private readonly backing: Storage | null) {
    if (backing === null) this.problem = 'Storage is blocked in this browser';
  }

  getItem(key: string): string | null {
    if (this.memory.has(key)) return this.memory.get(key) ?? null;
    try {
      return this.backing?.getItem(key) ?? null;
    } catch {
      this.problem ??= 'Storage cannot be read';
      return null;
    }
  }

  setItem(key: string, value: string): void {
    try {
      if (this.backing === null) throw new Error('no storage');
      this.backing.setItem(key, value);
      this.memory.delete(key);
    } catch {
      this.problem ??= this.backing === null ? 'Storage is blocked in this browser' : 'Storage is full or blocked';
      this.memory.set(key, value);
    }
  }
}

function backing(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // SecurityError: site data blocked
  }
}

let store: Store | undefined;

/** The app's store (one per page). */
export function appStore(): Store {
  store ??= new SafeStore(backing());
  return store;
}

/** A store over any Storage (or none): for tests. */
export function makeStore(storage: Storage | null): Store {
  return new SafeStore(storage);
}
