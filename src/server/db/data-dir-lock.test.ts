import { mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countCards } from '../cards/cards.repository';
import { PROCESS_TEST_TIMEOUT_MS, startServerProcess } from '../testing/server-process';
import { connectDatabase } from './connect';
import { DataDirInUseError } from './data-dir-lock';

describe(
  'the lock on the embedded database directory',
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  () => {
    let dataDir: string;

    beforeEach(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-lock-'));
    });
    afterEach(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    const open = () => connectDatabase({ dataDir, databaseUrl: undefined });

    it('refuses a second opening while the first is open, naming what to do instead', async () => {
      const first = await open();
      try {
        const second = open();

        await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
        await expect(second).rejects.toThrow(
          /está en uso por el servidor de Grimorio u otro proceso.*Detén el servidor.*páginas de administración.*DATABASE_URL/,
        );
      } finally {
        await first.close();
      }
    });

    it('opens again once the holder has closed it', async () => {
      const first = await open();
      await first.close();

      const second = await open();

      await second.close();
      await expect(stat(path.join(dataDir, 'pglite.lock'))).rejects.toThrow();
    });

    it('takes over the lock of a server that was killed, with its data intact', async () => {
      const server = await startServerProcess(dataDir);
      await server.kill();
      // A killed process leaves its lock behind, no longer refreshed; this is what it looks like
      // once the stale limit (10 s) has passed.
      const lockDir = path.join(dataDir, 'pglite.lock');
      const longAgo = new Date(Date.now() - 60_000);
      await utimes(lockDir, longAgo, longAgo);

      const database = await open();

      try {
        expect(await countCards(database.db)).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    });
  },
);
