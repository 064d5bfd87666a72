import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/** How the fake answers one chat completion: a reply text, an HTTP error, and maybe a delay. */
export interface FakeReply {
  content?: string;
  /** An HTTP error status instead of a completion (500: 'Internal Server Error'). */
  status?: number;
  delayMs?: number;
}

/** One request the fake received, as sent by the provider. */
export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeOpenAiServer {
  /** The base URL for AI_BASE_URL, e.g. http://127.0.0.1:4010/v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Answers the coming requests with these replies in order, then with the default again. */
  replyWith: (...replies: FakeReply[]) => void;
  close: () => Promise<void>;
}

const fakeReplySchema = z.object({
  content: z.string().optional(),
  status: z.int().min(100).max(599).optional(),
  delayMs: z.int().nonnegative().optional(),
});

/** Control path for journeys in the browser: `PUT` a FakeReply to make it the default. */
export const FAKE_REPLY_CONTROL_PATH = '/__fake/reply';

/** Answers 200 once the fake listens (Playwright's webServer `url`). */
export const FAKE_HEALTH_PATH = '/health';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function makeCompletion(model: unknown, content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model: typeof model === 'string' ? model : 'fake-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 answering with recorded replies, for
 * tests that point AI_BASE_URL at it. It records every request so a test can check what the
 * provider sent.
 */
export async function startFakeOpenAiServer(
  options: { port?: number; defaultReply?: FakeReply } = {},
): Promise<FakeOpenAiServer> {
  let defaultReply: FakeReply = options.defaultReply ?? { content: '{}' };
  const queued: FakeReply[] = [];
  const requests: RecordedRequest[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const path = request.url ?? '';
      if (request.method === 'PUT' && path === FAKE_REPLY_CONTROL_PATH) {
        const parsed = fakeReplySchema.safeParse(parseJson(text));
        if (!parsed.success) return sendJson(response, 400, { error: parsed.error.message });
        defaultReply = parsed.data;
        return sendJson(response, 200, { ok: true });
      }
      if (request.method === 'GET' && path === FAKE_HEALTH_PATH) {
        return sendJson(response, 200, { ok: true });
      }
      if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
        return sendJson(response, 404, { error: { message: 'Not found', type: 'not_found' } });
      }
      const body = parseJson(text);
      requests.push({ path, authorization: request.headers.authorization, body });
      const reply = queued.shift() ?? defaultReply;
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (response.destroyed) return;
      if (reply.status !== undefined && reply.status >= 400) {
        // Like OpenAI, a refused key is echoed back: the app must never pass this message on.
        const message =
          reply.status === 401
            ? `Incorrect API key provided: ${request.headers.authorization ?? ''}`
            : 'Fallo simulado del proveedor';
        return sendJson(response, reply.status, { error: { message, type: 'server_error' } });
      }
      const model =
        body !== null && typeof body === 'object' && 'model' in body ? body.model : null;
      return sendJson(response, 200, makeCompletion(model, reply.content ?? ''));
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    replyWith: (...replies) => {
      queued.push(...replies);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
