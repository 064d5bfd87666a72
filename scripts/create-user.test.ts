import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/server/db/connect';
import { users } from '../src/server/db/schema';
import { PROCESS_TEST_TIMEOUT_MS } from '../src/server/testing/server-process';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

describe('npm run user:create', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-user-script-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates the first admin on the database of DATA_DIR', async () => {
    const { stdout } = await run(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      [
        'scripts/create-user.ts',
        '--email',
        'admin@example.com',
        '--password',
        'clave-segura-1',
        '--role',
        'admin',
      ],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );

    expect(stdout).toContain('Cuenta creada: admin@example.com (admin).');
    const database = await connectDatabase({ dataDir, databaseUrl: undefined });
    try {
      expect(
        await database.db.select({ email: users.email, role: users.role }).from(users),
      ).toEqual([{ email: 'admin@example.com', role: 'admin' }]);
    } finally {
      await database.close();
    }
  });
});
