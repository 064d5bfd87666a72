import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/connect';
import { createDemoImagesService } from '../images/demo-images.service';
import { createImageLoader } from '../images/remote-image-loader';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import { createTestDatabases, type TestDatabases } from '../testing/test-databases';
import { createAiService, type AiLog, type AiService } from './ai.service';
import { createOpenAiProvider } from './openai-provider';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './testing/fake-openai-server';

const TEST_KEY = 'sk-clave-secreta-0123456789abcdefghij';

/** A log that keeps what it is given, as Fastify's logger would write it. */
function createCapturingLog(): AiLog & { lines: string[] } {
  const lines: string[] = [];
  const write = (level: string) => (details: object, message: string) => {
    lines.push(JSON.stringify({ level, ...details, msg: message }));
  };
  return { lines, warn: write('warn'), error: write('error') };
}

// What reaches the log does not depend on the database, so one backend is enough here.
describe('AI provider failures in the server log', () => {
  let fixture: DemoFixture;
  let databases: TestDatabases;
  let database: DatabaseConnection;
  let thumbnailDir: string;
  let fake: FakeOpenAiServer;
  let service: AiService;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    databases = await createTestDatabases('pglite', fixture.demoDir);
    database = await databases.openSeeded();
    thumbnailDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-ai-'));
    fake = await startFakeOpenAiServer();
    service = createAiService({
      db: database.db,
      provider: createOpenAiProvider({
        baseUrl: fake.baseUrl,
        apiKey: TEST_KEY,
        model: 'gpt-4o',
        timeoutMs: 2000,
        isStructured: false,
      }),
      loadImage: createImageLoader({
        demoImages: createDemoImagesService({
          imagesDir: path.join(fixture.demoDir, 'images'),
          thumbnailDir,
        }),
        allowedHosts: new Set(),
      }),
    });
  });
  afterAll(async () => {
    await service.close();
    await fake.close();
    await database.close();
    await databases.dispose();
    await rm(thumbnailDir, { recursive: true, force: true });
    await fixture.remove();
  });

  it.each([
    [500, 'API error: 500 Internal Server Error'],
    [401, 'API error: 401 Unauthorized'],
    [429, 'API error: 429 Too Many Requests'],
  ])('logs HTTP %i as %j and never the key', async (status, logged) => {
    fake.replyWith({ status });
    const log = createCapturingLog();

    const outcome = await service.suggestCard(
      { cardId: 1, mode: 'review' },
      { id: 'editor-1' },
      log,
    );

    expect(outcome).toMatchObject({
      ok: false,
      statusCode: 502,
      message: `Error al contactar con la IA: ${logged}`,
    });
    expect(log.lines.join('\n')).toContain(logged);
    expect(log.lines.join('\n')).not.toContain(TEST_KEY);
    expect(JSON.stringify(outcome)).not.toContain(TEST_KEY);
  });

  it('logs why an image was refused, for the operator', async () => {
    const log = createCapturingLog();

    await service.suggestCard(
      { imageUrl: 'http://10.0.0.1/carta.png', mode: 'main' },
      { id: 'editor-1' },
      log,
    );

    expect(log.lines).toEqual([expect.stringContaining('non-public address 10.0.0.1')]);
  });
});
