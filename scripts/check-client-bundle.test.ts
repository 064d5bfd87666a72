import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findBundleLeaks, readEnvironmentSecrets } from './check-client-bundle';

const BUILT_CLIENT = fileURLToPath(new URL('../dist/client/', import.meta.url));

describe('client bundle check', () => {
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'grimorio-bundle-'));
    await mkdir(path.join(folder, 'assets'));
    await writeFile(path.join(folder, 'index.html'), '<script src="/assets/index.js"></script>');
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  async function writeScript(text: string): Promise<void> {
    await writeFile(path.join(folder, 'assets', 'index.js'), text);
  }

  it('finds nothing in a client that only calls our own API', async () => {
    await writeScript('fetch("/api/ai/card-suggestion", { method: "POST" });');

    expect(await findBundleLeaks(folder)).toEqual([]);
  });

  it.each([
    ['https://api.openai.com/v1/chat/completions', 'api.openai.com'],
    ['https://OpenRouter.ai/api/v1', 'openrouter.ai'],
    ['https://mi-recurso.openai.azure.com/', 'openai.azure.com'],
  ])('finds the provider address in %s', async (url, host) => {
    await writeScript(`const endpoint = "${url}";`);

    expect(await findBundleLeaks(folder)).toContainEqual({
      file: path.join('assets', 'index.js'),
      kind: 'provider_host',
      found: host,
    });
  });

  it('finds a key-like string and shows it masked', async () => {
    await writeScript('const token = "sk-proj-abcdefghijklmnopqrstuvwx";');

    expect(await findBundleLeaks(folder)).toEqual([
      { file: path.join('assets', 'index.js'), kind: 'key', found: 'sk-pr…' },
    ]);
  });

  it('finds the configured base URL host and key even when they look like nothing special', async () => {
    await writeScript('const a = "http://ia.interna:11434/v1"; const b = "clave-local-1234";');
    const options = readEnvironmentSecrets({
      AI_BASE_URL: 'http://ia.interna:11434/v1',
      AI_API_KEY: 'clave-local-1234',
    });

    const leaks = await findBundleLeaks(folder, options);

    expect(leaks.map((leak) => leak.kind).sort()).toEqual(['key', 'provider_host']);
  });

  it('ignores binary files such as images', async () => {
    await writeFile(path.join(folder, 'assets', 'logo.png'), 'sk-abcdefghijklmnopqrstuvwxyz');

    expect(await findBundleLeaks(folder)).toEqual([]);
  });

  it.runIf(existsSync(BUILT_CLIENT))(
    'finds no provider address or key in the built client',
    async () => {
      expect(await findBundleLeaks(BUILT_CLIENT, readEnvironmentSecrets(process.env))).toEqual([]);
    },
  );
});
