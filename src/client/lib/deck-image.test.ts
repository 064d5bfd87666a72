import { afterEach, describe, expect, it, vi } from 'vitest';
import { DECK_IMAGE_PATHS } from '../../contract/deck-images';
import { DECK_IMAGE_MESSAGES, requestDeckImage } from './deck-image';

const DECK = { name: 'Caballeros del Alba', format: 'formatoLibre', cards: [{ id: 1, count: 3 }] };

function answerWith(response: Response | Error) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const jsonError = (status: number, error: string, message: string) =>
  new Response(JSON.stringify({ error, message }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deck image request', () => {
  it('posts the deck and gives back the PNG', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const fetchMock = answerWith(
      new Response(png, { status: 200, headers: { 'content-type': 'image/png' } }),
    );

    const result = await requestDeckImage({ ...DECK, name: `  ${'x'.repeat(200)}  ` });

    expect(result.ok).toBe(true);
    if (result.ok) expect(new Uint8Array(await result.image.arrayBuffer())).toEqual(png);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(DECK_IMAGE_PATHS.deckImages);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ ...DECK, name: 'x'.repeat(120) });
  });

  it.each([
    [
      'too many images',
      jsonError(429, 'rate_limited', 'Demasiadas.'),
      DECK_IMAGE_MESSAGES.rateLimited,
    ],
    [
      'a refused deck',
      jsonError(400, 'invalid_request', 'El campo «cards.0.id» no es válido: x.'),
      'El campo «cards.0.id» no es válido: x.',
    ],
    [
      'an error without a body',
      new Response('Bad Gateway', { status: 502 }),
      DECK_IMAGE_MESSAGES.failed,
    ],
    [
      'a success that is no PNG',
      new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
      DECK_IMAGE_MESSAGES.notPng,
    ],
    ['no connection', new TypeError('Failed to fetch'), DECK_IMAGE_MESSAGES.network],
  ])('says what went wrong on %s', async (_case, response, message) => {
    answerWith(response);

    const result = await requestDeckImage(DECK);

    expect(result).toMatchObject({ ok: false, message });
  });

  it('tells a player who asks too often to wait, in Spanish', () => {
    expect(DECK_IMAGE_MESSAGES.rateLimited).toMatch(/^Demasiadas imágenes seguidas/u);
  });
});
