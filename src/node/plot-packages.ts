import { WordleError } from '../core/errors.js';
import { packageInfo } from './package-info.js';

// Plots are optional: vega and vega-lite (about 13 MB) draw SVG, and @resvg/resvg-js (a native
// binary, about 4 MB more) turns it into PNG. They are optional peer dependencies, so a default
// install leaves them out; they are imported on first use, and a missing one is a one-line error
// that says exactly what to install.

/** How a module is imported by name (injectable, so tests can simulate a missing package). */
export type Importer = (name: string) => Promise<unknown>;

const importByName: Importer = (name) => import(name);

/** The optional packages a plot format needs. */
export function plotPackages(format: 'svg' | 'png'): readonly string[] {
  return format === 'png' ? ['vega', 'vega-lite', '@resvg/resvg-js'] : ['vega', 'vega-lite'];
}

/** `npm install` for `names`, with the version ranges of package.json's peerDependencies. */
export function installCommand(names: readonly string[]): string {
  const ranges = packageInfo().peerDependencies;
  return `npm install ${names.map((n) => (ranges[n] === undefined ? n : `${n}@${ranges[n]}`)).join(' ')}`;
}

/** Whether `e` says that package `name` (or a file of it, such as resvg's native binary) is not installed. */
function isMissing(e: unknown, name: string): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String(e).includes(name);
}

const and = (names: readonly string[]): string =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * Import the optional packages `names` (Node caches modules, so this is cheap the second time). If
 * any is not installed, throw MISSING_PACKAGE with one line naming every missing package and the
 * command that installs them, after `purpose` (what needs them: `plots need`).
 */
export async function loadOptional(
  names: readonly string[],
  importer: Importer = importByName,
  purpose = 'plots need',
): Promise<ReadonlyMap<string, unknown>> {
  const modules = new Map<string, unknown>();
  const missing: string[] = [];
  for (const name of names) {
    try {
      modules.set(name, await importer(name));
    } catch (e) {
      if (!isMissing(e, name)) throw e;
      missing.push(name);
    }
  }
  if (missing.length > 0) {
    const what = missing.length === 1 ? 'optional package' : 'optional packages';
    const svgHint = missing.length === 1 && missing[0] === '@resvg/resvg-js' ? ' (or write the plot as .svg)' : '';
    throw new WordleError(
      'MISSING_PACKAGE',
      `${purpose} the ${what} ${and(missing)}, which ${missing.length === 1 ? 'is' : 'are'} not installed: ${installCommand(missing)}${svgHint}`,
    );
  }
  return modules;
}
