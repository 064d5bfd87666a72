/**
 * A fake OpenAI-compatible provider for the browser journeys, on 127.0.0.1.
 *
 * Run it as Playwright's second webServer:
 *   { command: 'npx tsx tests/e2e/support/fake-openai.ts', url: 'http://127.0.0.1:4010/health',
 *     env: { FAKE_OPENAI_PORT: '4010' } }
 * and start Grimorio with AI_PROVIDER=openai, AI_BASE_URL=http://127.0.0.1:4010/v1,
 * AI_API_KEY=clave-de-prueba. Every reading answers FAKE_READING as a fenced JSON reply; a journey
 * may change the answer with setFakeReading() (or `PUT /__fake/reply`).
 */
import { pathToFileURL } from 'node:url';
import {
  FAKE_REPLY_CONTROL_PATH,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeReply,
} from '../../../src/server/ai/testing/fake-openai-server';

export const FAKE_OPENAI_PORT = 4010;

/** What the fake reads on any card: every field differs from the demo catalogue's cards. */
export const FAKE_READING = {
  nombre: 'Centinela de Prueba',
  ability: 'Cuando Centinela de Prueba entra en juego, roba una carta.',
  tipo: 'Aliado',
  coste: 7,
  strength: 6,
  raza: 'Caballero',
  ilustrador: 'Ilustradora de Prueba',
  edition: 'Espada Sagrada',
  flavour: 'Leído por la IA de prueba.',
  efectos_estructurados: [],
  id: 0,
  url_image: '',
  reviewed: true,
} as const;

export const FAKE_READING_REPLY: FakeReply = {
  content: `\`\`\`json\n${JSON.stringify(FAKE_READING, null, 2)}\n\`\`\``,
};

/** Starts the fake (for a globalSetup); the returned server's close() stops it. */
export function startFakeOpenAi(port = FAKE_OPENAI_PORT): Promise<FakeOpenAiServer> {
  return startFakeOpenAiServer({ port, defaultReply: FAKE_READING_REPLY });
}

/** Makes every later reading answer this reply (e.g. `{ status: 500 }` or a slow one). */
export async function setFakeReading(reply: FakeReply, port = FAKE_OPENAI_PORT): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${FAKE_REPLY_CONTROL_PATH}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(reply),
  });
  if (!response.ok) throw new Error(`the fake provider refused the reply: ${response.status}`);
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  const port = Number(process.env.FAKE_OPENAI_PORT ?? FAKE_OPENAI_PORT);
  const server = await startFakeOpenAi(port);
  console.log(`Proveedor de IA de prueba en ${server.baseUrl}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
