import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, fetchJson, isNotFound, requestJson } from './api-client';

const itemSchema = z.object({ id: z.number() });

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(body);
    };
    if (request.url === '/ok') send(200, JSON.stringify({ id: 1 }));
    else if (request.url === '/missing')
      send(404, JSON.stringify({ error: 'not_found', message: 'Carta no encontrada.' }));
    else if (request.url === '/wrong-shape') send(200, JSON.stringify({ id: 'uno' }));
    else if (request.url === '/plain-error') send(502, 'Bad Gateway');
    else send(500, '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('api client', () => {
  it('returns the parsed body of a successful response', async () => {
    expect(await requestJson(`${baseUrl}/ok`, itemSchema)).toEqual({ ok: true, data: { id: 1 } });
  });

  it("returns the server's Spanish message and code for an error response", async () => {
    expect(await requestJson(`${baseUrl}/missing`, itemSchema)).toEqual({
      ok: false,
      status: 404,
      error: 'not_found',
      message: 'Carta no encontrada.',
    });
  });

  it('says the data was unexpected when the body does not fit the schema', async () => {
    const result = await requestJson(`${baseUrl}/wrong-shape`, itemSchema);
    expect(result).toMatchObject({ ok: false, error: 'invalid-response' });
  });

  it('describes an error response without a JSON body by its status', async () => {
    const result = await requestJson(`${baseUrl}/plain-error`, itemSchema);
    expect(result).toMatchObject({
      ok: false,
      status: 502,
      message: 'El servidor respondió con un error (502).',
    });
  });

  it('says the server could not be reached when nothing listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await requestJson(`http://127.0.0.1:${port}/ok`, itemSchema)).toMatchObject({
      ok: false,
      status: 0,
      error: 'network',
    });
  });

  it('rejects with the failure for react-query, recognisable as not found', async () => {
    const rejection = await fetchJson(`${baseUrl}/missing`, itemSchema).catch(
      (error: unknown) => error,
    );
    expect(rejection).toBeInstanceOf(ApiError);
    expect(isNotFound(rejection)).toBe(true);
    expect(rejection).toHaveProperty('message', 'Carta no encontrada.');
  });
});
