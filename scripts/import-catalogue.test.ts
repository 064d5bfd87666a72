import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardListSchema } from '../src/contract/cards';
import type { Card } from '../src/domain/cards/card';
import { makeCard } from '../src/server/testing/card-factory';
import {
  runScript,
  startServerProcess,
  type ServerProcess,
} from '../src/server/testing/server-process';

const IN_USE = 'está en uso por el servidor de Grimorio u otro proceso';

async function fetchCatalogue(server: ServerProcess): Promise<Card[]> {
  const response = await fetch(`${server.baseUrl}/api/cards`);
  expect(response.status).toBe(200);
  return cardListSchema.parse(await response.json());
}

describe('npm run import beside a running server on the embedded database', () => {
  let dataDir: string;
  let servers: ServerProcess[];

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-import-script-'));
    servers = [];
  });
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dataDir, { recursive: true, force: true });
  });

  async function startServer(): Promise<ServerProcess> {
    const server = await startServerProcess(dataDir);
    servers.push(server);
    return server;
  }

  // Two server starts and three commands, each a Node process loading TypeScript.
  it('refuses while the server runs, leaves it serving, and imports once it has stopped', async () => {
    const importFile = path.join(dataDir, 'cartas.json');
    const imported = makeCard({ id: 1, nombre: 'Carta Importada' });
    await writeFile(importFile, JSON.stringify([imported]));
    const server = await startServer();
    const before = await fetchCatalogue(server);

    const [refusedImport, refusedUser] = await Promise.all([
      runScript('scripts/import-catalogue.ts', [importFile], dataDir),
      runScript(
        'scripts/create-user.ts',
        ['--email', 'ana@example.com', '--password', 'clave-segura-1'],
        dataDir,
      ),
    ]);

    expect(refusedImport.code).not.toBe(0);
    expect(refusedImport.stderr).toContain(`No se importó nada: La base de datos embebida`);
    expect(refusedImport.stderr).toContain(IN_USE);
    expect(refusedImport.stdout).not.toContain('Importadas');
    expect(refusedUser.code).not.toBe(0);
    expect(refusedUser.stderr).toContain(IN_USE);
    expect(await fetchCatalogue(server)).toEqual(before);

    await server.stop();
    const accepted = await runScript('scripts/import-catalogue.ts', [importFile], dataDir);

    expect(accepted.stderr).toBe('');
    expect(accepted.stdout).toContain('Importadas 1 cartas (fusión).');
    expect(accepted.code).toBe(0);
    const after = await fetchCatalogue(await startServer());
    expect(after).toHaveLength(before.length);
    expect(after.find((card) => card.id === 1)).toEqual(imported);
  }, 180_000);
});
