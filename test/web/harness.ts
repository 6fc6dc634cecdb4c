/**
 * The browser tests' harness: build the web app once with Vite, serve it on 127.0.0.1 with a tiny
 * static server, and drive Debian's Chromium (/usr/bin/chromium) through playwright-core.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

/** Debian's Chromium; CI installs it with apt (.ci/run). Never a downloaded browser. */
export const CHROMIUM = '/usr/bin/chromium';

/** True when the browser tests can run here. */
export const HAS_CHROMIUM = existsSync(CHROMIUM);

// The launch flags every browser test uses (a fresh --user-data-dir is added per launch).
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const REPO = fileURLToPath(new URL('../..', import.meta.url));

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
};

/** Build the app into a fresh temporary directory (so a developer's dist-web/ is left alone). */
export async function buildApp(define: Record<string, string> = {}): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'wordle-web-'));
  const { build } = await import('vite');
  await build({
    configFile: join(REPO, 'web/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    define,
  });
  return outDir;
}

/** Hash of everything a build reads: web/, src/, trees/, data/ (the lists and tables) and the lock file. */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const top of ['web', 'src', 'trees', 'data']) {
    const dir = join(REPO, top);
    if (!existsSync(dir)) continue;
    const files = readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort();
    for (const f of files) hash.update(f.slice(REPO.length)).update(readFileSync(f));
  }
  hash.update(readFileSync(join(REPO, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The built app, shared by every browser test file of a run (they run in parallel): built once
 * per source hash into node_modules/.cache, the first file to get there building while the
 * others wait for it. Never modify the directory it returns.
 */
export async function sharedApp(): Promise<string> {
  const root = join(REPO, 'node_modules/.cache/wordlekit');
  const dir = join(root, `web-${sourceHash()}`);
  const lock = `${dir}.lock`;
  await mkdir(root, { recursive: true });
  for (;;) {
    if (existsSync(join(dir, 'index.html'))) return dir;
    try {
      await mkdir(lock);
    } catch {
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > 180_000) await rm(lock, { recursive: true, force: true }); // its builder died
      await new Promise((ok) => setTimeout(ok, 250));
      continue;
    }
    try {
      const built = await buildApp();
      await rm(dir, { recursive: true, force: true });
      await rename(built, dir);
      await writeFile(join(root, 'web-latest'), dir);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/**
 * Serve a directory on 127.0.0.1, on a free port. `overrides` serves other contents for some
 * paths (relative to the root, e.g. a test's table at `openings/classic-normal.tsv`), or a 404 for
 * those mapped to null (a file this build would not have).
 */
export async function serve(
  dir: string,
  overrides: Readonly<Record<string, string | null>> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(dir);
  const server: Server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    const override = overrides[path.replace(/^\//u, '')];
    if (override === null) {
      res.writeHead(404).end('not found');
      return;
    }
    if (override !== undefined) {
      res.writeHead(200, { 'content-type': MIME[extname(path)] ?? 'text/plain' }).end(override);
      return;
    }
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** Launch Chromium with a fresh profile; `close` also removes the profile. */
export async function launch(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'wordle-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** One browser test file's fixtures: the shared build served on a free port, and one browser. */
export interface WebFixture {
  url: string;
  context: BrowserContext;
  /** Uncaught page errors seen so far (a test file checks it is empty at the end). */
  errors: string[];
  /**
   * A new page at `hash`; `fresh`: this browser's storage emptied first (a first visit: the app
   * otherwise restores the player's game, options and screens from it, as it would for a person).
   */
  open(
    hash: string,
    size?: { width: number; height: number },
    options?: { fresh?: boolean },
  ): Promise<import('playwright-core').Page>;
  close(): Promise<void>;
}

/** Start a fixture: call in beforeAll, and `close` in afterAll (`overrides`: see `serve`). */
export async function startWeb(overrides: Readonly<Record<string, string | null>> = {}): Promise<WebFixture> {
  const dir = await sharedApp();
  const server = await serve(dir, overrides);
  const browser = await launch();
  const errors: string[] = [];
  return {
    url: server.url,
    context: browser.context,
    errors,
    async open(hash, size, options = {}) {
      const page = await browser.context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      if (size !== undefined) await page.setViewportSize(size);
      if (options.fresh === true) {
        // (emptied through CDP, no page of the origin opened: once the service worker controls the
        // origin every navigation gets the app, which would restore the last game and save it back)
        const cdp = await browser.context.newCDPSession(page);
        await cdp.send('Storage.clearDataForOrigin', {
          origin: new URL(server.url).origin,
          storageTypes: 'local_storage',
        });
        await cdp.detach();
      }
      await page.goto(`${server.url}${hash}`);
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * The fixture of the tests of one describe, started before them and closed after them, checking
 * that the pages threw nothing: call in the describe's body; the fixture is there once they run.
 */
export function webForTests(overrides: Readonly<Record<string, string | null>> = {}): () => WebFixture {
  let web: WebFixture | undefined;
  beforeAll(async () => {
    web = await startWeb(overrides);
  }, 180_000);
  afterAll(async () => {
    await web?.close();
    expect(web?.errors ?? [], 'no uncaught errors in the page').toEqual([]);
  });
  return () => web!;
}
