import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// semver is the package npm itself checks engines with.
const REPOSITORY_ROOT = fileURLToPath(new URL('../', import.meta.url));

// Old packages may still declare engines as an array of strings, which npm ignores.
const lockfileSchema = z.object({
  packages: z.record(
    z.string(),
    z.looseObject({
      version: z.string().optional(),
      optional: z.boolean().optional(),
      engines: z
        .union([z.looseObject({ node: z.string().optional() }), z.array(z.string())])
        .optional(),
    }),
  ),
});

interface EngineConflict {
  /** Where npm installs the package, e.g. 'node_modules/cookie'; '' is this project. */
  location: string;
  version: string | undefined;
  range: string;
}

/**
 * Every package in a lockfile whose `engines.node` range leaves out `nodeVersion`: the ones
 * `npm install` and `npm ci` warn about with EBADENGINE on that Node. An optional package that
 * does not fit is left out of the tree without a warning (arborist's build-ideal-tree checks
 * engines of optional nodes and drops them), so it is no conflict.
 */
function findNodeEngineConflicts(lockfileText: string, nodeVersion: string): EngineConflict[] {
  const lockfile = lockfileSchema.parse(JSON.parse(lockfileText));
  return Object.entries(lockfile.packages).flatMap(([location, entry]) => {
    if (entry.optional === true) return [];
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    // As npm does (npm-install-checks): a prerelease of Node still counts.
    const isSatisfied =
      range === undefined || semver.satisfies(nodeVersion, range, { includePrerelease: true });
    return isSatisfied ? [] : [{ location, version: entry.version, range }];
  });
}

/** The lowest Node release `.nvmrc` allows ('20.20' → 20.20.0), so every patch of it is covered. */
function readNvmrcVersion(nvmrcText: string): string {
  const version = semver.coerce(nvmrcText.trim())?.version;
  if (version === undefined) throw new Error(`.nvmrc holds no Node version: ${nvmrcText}`);
  return version;
}

function makeLockfile(packages: Record<string, unknown>): string {
  return JSON.stringify({ name: 'grimorio', lockfileVersion: 3, packages });
}

describe('Node version of .nvmrc against the engines of installed packages', () => {
  it('reads the lowest release of the line .nvmrc names', () => {
    expect(readNvmrcVersion('20.20\n')).toBe('20.20.0');
    expect(readNvmrcVersion('v22.12.1')).toBe('22.12.1');
  });

  it('reports a package whose engines leave the Node version out, and only that one', () => {
    const lockfile = makeLockfile({
      '': { name: 'grimorio', engines: { node: '>=20.19' } },
      'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
      'node_modules/old-style': { version: '1.0.0', engines: ['node >= 0.4'] },
      'node_modules/no-engines': { version: '1.0.0' },
      'node_modules/npm-only': { version: '1.0.0', engines: { npm: '>=10' } },
      'node_modules/either-line': { version: '1.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
      'node_modules/skipped-binding': {
        version: '1.5.1',
        optional: true,
        engines: { node: '>=22' },
      },
    });

    expect(findNodeEngineConflicts(lockfile, '20.20.0')).toEqual([
      { location: 'node_modules/cookie', version: '2.0.2', range: '>=22' },
    ]);
    expect(findNodeEngineConflicts(lockfile, '22.12.0')).toEqual([]);
  });

  it('finds every package in package-lock.json fit for the Node version in .nvmrc', () => {
    const nodeVersion = readNvmrcVersion(readFileSync(`${REPOSITORY_ROOT}.nvmrc`, 'utf8'));
    const lockfile = readFileSync(`${REPOSITORY_ROOT}package-lock.json`, 'utf8');

    expect(findNodeEngineConflicts(lockfile, nodeVersion)).toEqual([]);
  });
});
