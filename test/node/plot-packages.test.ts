import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWordleError } from '../../src/core/errors.js';
import { installCommand, loadOptional, plotPackages, type Importer } from '../../src/node/plot-packages.js';
import { preparePlot } from '../../src/node/plot.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

/** An importer for which `missing` are not installed (the error Node gives), and the rest load. */
function without(...missing: string[]): Importer & { calls: string[] } {
  const calls: string[] = [];
  const importer = async (name: string): Promise<unknown> => {
    calls.push(name);
    if (missing.includes(name)) {
      throw Object.assign(new Error(`Cannot find package '${name}' imported from /x/plot.js`), {
        code: 'ERR_MODULE_NOT_FOUND',
      });
    }
    return { name };
  };
  return Object.assign(importer, { calls });
}

async function failure(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!isWordleError(e)) throw new Error(`expected a WordleError, got ${String(e)}`);
  return e;
}

describe('optional plot packages', () => {
  it('are optional peer dependencies, installed for development, and not dependencies', () => {
    for (const name of plotPackages('png')) {
      expect(pkg.peerDependenciesMeta[name]?.optional).toBe(true);
      expect(pkg.devDependencies[name]).toBe(pkg.peerDependencies[name]);
      expect(pkg.dependencies[name]).toBeUndefined();
    }
    expect(plotPackages('svg')).toEqual(['vega', 'vega-lite']);
  });

  it('install with the ranges of package.json', () => {
    expect(installCommand(['vega', '@resvg/resvg-js'])).toBe(
      `npm install vega@${pkg.peerDependencies.vega} @resvg/resvg-js@${pkg.peerDependencies['@resvg/resvg-js']}`,
    );
  });

  it('load when installed', async () => {
    const importer = without();
    const modules = await loadOptional(plotPackages('png'), importer);
    expect([...modules.keys()]).toEqual(['vega', 'vega-lite', '@resvg/resvg-js']);
  });

  it.each([
    [
      'all three for a PNG',
      'png',
      ['vega', 'vega-lite', '@resvg/resvg-js'],
      `plots need the optional packages vega, vega-lite and @resvg/resvg-js, which are not installed: npm install vega@${pkg.peerDependencies.vega} vega-lite@${pkg.peerDependencies['vega-lite']} @resvg/resvg-js@${pkg.peerDependencies['@resvg/resvg-js']}`,
    ],
    [
      'vega-lite for an SVG',
      'svg',
      ['vega-lite', '@resvg/resvg-js'],
      `plots need the optional package vega-lite, which is not installed: npm install vega-lite@${pkg.peerDependencies['vega-lite']}`,
    ],
    [
      'resvg alone for a PNG',
      'png',
      ['@resvg/resvg-js'],
      `plots need the optional package @resvg/resvg-js, which is not installed: npm install @resvg/resvg-js@${pkg.peerDependencies['@resvg/resvg-js']} (or write the plot as .svg)`,
    ],
  ] as const)('missing %s: one line saying what to install', async (_name, format, missing, message) => {
    const e = await failure(preparePlot(`chart.${format}`, without(...missing)));
    expect(e.code).toBe('MISSING_PACKAGE');
    expect(e.message).toBe(message);
    expect(e.message).not.toContain('\n');
  });

  it("resvg's missing native binary counts as resvg missing", async () => {
    const importer: Importer = async (name) => {
      if (name !== '@resvg/resvg-js') return {};
      throw Object.assign(new Error("Cannot find module '@resvg/resvg-js-linux-x64-gnu'"), {
        code: 'MODULE_NOT_FOUND',
      });
    };
    expect((await failure(loadOptional(['@resvg/resvg-js'], importer))).code).toBe('MISSING_PACKAGE');
  });

  it('other failures are not mistaken for a missing package', async () => {
    const broken: Importer = async () => {
      throw new SyntaxError('Unexpected token');
    };
    await expect(loadOptional(['vega'], broken)).rejects.toThrow(SyntaxError);
    const otherMissing: Importer = async () => {
      throw Object.assign(new Error("Cannot find package 'd3-array'"), { code: 'ERR_MODULE_NOT_FOUND' });
    };
    await expect(loadOptional(['vega'], otherMissing)).rejects.toThrow(/d3-array/u);
  });

  it('a bad file name fails before anything is imported', async () => {
    const importer = without();
    expect((await failure(preparePlot('chart.pdf', importer))).code).toBe('BAD_OPTION');
    expect(importer.calls).toEqual([]);
  });
});
