// The README's images must show on the npm page, where relative paths break: each is an absolute
// jsDelivr URL of a file the package ships, pinned to this version of this package.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  name: string;
  version: string;
  files: string[];
};

const images = [
  ...[...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/gu)].map((m) => m[1]!),
  ...[...readme.matchAll(/<img [^>]*src="([^"]+)"/gu)].map((m) => m[1]!),
];

describe('README images', () => {
  const prefix = `https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/`;

  it('there are some', () => {
    expect(images.length).toBeGreaterThanOrEqual(3);
  });

  it.each(images)('%s is a file of this version of the package', (url) => {
    expect(url.startsWith(prefix), `expected ${prefix}…`).toBe(true);
    const path = url.slice(prefix.length);
    expect(existsSync(new URL(path, root)), `${path} exists`).toBe(true);
    expect(
      pkg.files.some((f) => path === f || path.startsWith(`${f}/`)),
      `${path} is in "files"`,
    ).toBe(true);
  });
});
