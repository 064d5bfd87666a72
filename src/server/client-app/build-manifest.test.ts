import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DECK_BUILDER_MODULE } from '../../contract/first-screen';
import {
  BUILD_MANIFEST_PATH,
  listLazyModuleFiles,
  readBuildManifest,
  type BuildManifest,
} from './build-manifest';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-2.js'] },
  '_react-2.js': { file: 'assets/react-2.js' },
  'features/builder.tsx': { file: 'assets/builder-3.js', imports: ['_react-2.js', '_dialog-4.js'] },
  '_dialog-4.js': { file: 'assets/dialog-4.js', imports: ['_focus-5.js', '_react-2.js'] },
  '_focus-5.js': { file: 'assets/focus-5.js', imports: ['_dialog-4.js'] },
};

describe('listLazyModuleFiles', () => {
  it("lists a lazy module's chunk and every chunk it imports, less what the entry brings", () => {
    expect(listLazyModuleFiles(MANIFEST, 'features/builder.tsx')).toEqual([
      'assets/builder-3.js',
      'assets/dialog-4.js',
      'assets/focus-5.js',
    ]);
  });

  it('lists nothing for a module the build does not have', () => {
    expect(listLazyModuleFiles(MANIFEST, 'features/missing.tsx')).toEqual([]);
  });

  it("names the deck builder's module as it is in the client's sources", () => {
    expect(existsSync(path.join('src', 'client', DECK_BUILDER_MODULE))).toBe(true);
  });
});

describe('readBuildManifest', () => {
  let clientDir: string | null = null;
  afterEach(async () => {
    if (clientDir !== null) await rm(clientDir, { recursive: true, force: true });
    clientDir = null;
  });

  async function writeManifest(text: string | null): Promise<string> {
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-manifest-'));
    if (text !== null) {
      await mkdir(path.join(clientDir, '.vite'));
      await writeFile(path.join(clientDir, BUILD_MANIFEST_PATH), text);
    }
    return clientDir;
  }

  it("reads the build's manifest", async () => {
    expect(await readBuildManifest(await writeManifest(JSON.stringify(MANIFEST)))).toEqual(
      MANIFEST,
    );
  });

  it.each([
    ['without one', null],
    ['damaged', '{"index.html":'],
    ['of another shape', '{"index.html":{"imports":"x"}}'],
  ])('gives null for a build %s', async (_case, text) => {
    expect(await readBuildManifest(await writeManifest(text))).toBeNull();
  });
});
