import { readFileSync } from 'node:fs';

/** The fields of this package's package.json that the code reads. */
export interface PackageInfo {
  readonly name: string;
  readonly version: string;
  /** Optional packages (plots) with the version ranges this release supports. */
  readonly peerDependencies: Readonly<Record<string, string>>;
}

let info: PackageInfo | undefined;

/**
 * This package's own package.json, read once: the version the CLI prints and the ranges of the
 * optional packages. The file is two levels up from both src/node/ (tsx) and dist/node/ (built).
 */
export function packageInfo(): PackageInfo {
  info ??= JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as PackageInfo;
  return info;
}
