import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret';

describe('resolveAuthSecret', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses BETTER_AUTH_SECRET when it is set and writes nothing', async () => {
    const configured = 'un-secreto-configurado-de-al-menos-32-caracteres';

    expect(await resolveAuthSecret(configured, dataDir)).toBe(configured);
    await expect(stat(path.join(dataDir, 'auth-secret'))).rejects.toThrow();
  });

  it('generates a long secret on the first start, readable by the owner only', async () => {
    const secret = await resolveAuthSecret(undefined, path.join(dataDir, 'nuevo'));

    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'nuevo', 'auth-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('keeps the same secret across restarts, so sessions survive', async () => {
    const first = await resolveAuthSecret(undefined, dataDir);

    expect(await resolveAuthSecret(undefined, dataDir)).toBe(first);
  });

  it('agrees on one secret when two processes start at once', async () => {
    const secrets = await Promise.all([
      resolveAuthSecret(undefined, dataDir),
      resolveAuthSecret(undefined, dataDir),
    ]);

    expect(secrets[0]).toBe(secrets[1]);
  });

  it('reads a secret written by hand into the file', async () => {
    const handWritten = 'x'.repeat(40);
    await writeFile(path.join(dataDir, 'auth-secret'), `${handWritten}\n`);

    expect(await resolveAuthSecret(undefined, dataDir)).toBe(handWritten);
  });
});
