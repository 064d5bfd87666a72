import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAbilityTags, listCardTags } from '../../domain/cards/ability-tags';
import type { Card } from '../../domain/cards/card';
import { normalizeName } from '../../domain/cards/card-name';
import { computeDeckStats } from '../../domain/analysis/deck-stats';
import { formatCardFieldValue } from '../../domain/review/card-changes';
import { formatStructuredEffectsText } from '../../domain/review/card-draft';
import { readStructuredEffects } from '../features/card-detail/structured-effects-reading';
import demoCatalogue from '../../../data/demo/cards.json';
import { makeCard } from '../testing/card-factory';
import { loadCatalogue, toKeptCard } from './catalogue-worker';
import { CATALOGUE_CHUNK_SIZE, type CatalogueWorkerMessage } from './catalogue-worker-protocol';

const CARD_COUNT = CATALOGUE_CHUNK_SIZE * 2 + 7;

/** Structured effects of one ability doing `accion` (SPEC §3's shape). */
function effectsDoing(accion: string): object[] {
  const option = { descripcion_opcion: 'Prueba', costo: [], acciones: [{ accion }] };
  return [
    {
      descripcion: 'Prueba',
      tipo_habilidad: 'activada',
      limite_por_turno: 1,
      fase_activacion: [],
      trigger: [],
      opciones: [option],
    },
  ];
}

const CARDS = Array.from({ length: CARD_COUNT }, (_, index) =>
  makeCard({
    id: index + 1,
    nombre: index === 0 ? 'Ñandú de la Cordillera' : `Carta ${index + 1}`,
    // Every third card draws, every fifth destroys; the rest have no effects.
    habilidades:
      index % 3 === 0 ? effectsDoing('draw') : index % 5 === 0 ? effectsDoing('destroy') : [],
    etiquetas: index === 7 ? ['anula'] : null,
  }),
);

/** The answers the worker may get, by path, from a real server on this machine. */
const ANSWERS: Record<string, { status: number; body: string }> = {
  '/cards': { status: 200, body: JSON.stringify(CARDS) },
  '/not-cards': { status: 200, body: JSON.stringify([{ id: 'uno' }]) },
  '/not-json': { status: 200, body: '[{"id": 1,' },
  '/missing': {
    status: 404,
    body: JSON.stringify({ error: 'not_found', message: 'Catálogo no encontrado.' }),
  },
  '/plain-error': { status: 502, body: 'Bad Gateway' },
};

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/cut') {
      // Promises more than it sends, then hangs up: the connection breaks inside the body.
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('[{"id": 1');
      setTimeout(() => response.socket?.destroy(), 20);
      return;
    }
    const answer = ANSWERS[request.url ?? ''] ?? { status: 500, body: '{}' };
    // In pieces, as a real connection delivers a large body: a letter may be split between them.
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    const bytes = Buffer.from(answer.body);
    for (let start = 0; start < bytes.length; start += 1000) {
      response.write(bytes.subarray(start, start + 1000));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function load(url: string): Promise<CatalogueWorkerMessage[]> {
  const messages: CatalogueWorkerMessage[] = [];
  await loadCatalogue(url, (message) => messages.push(message));
  return messages;
}

describe('the catalogue worker', () => {
  it('downloads the catalogue and posts the checked cards in chunks, in order, then the count', async () => {
    const messages = await load(`${baseUrl}/cards`);

    expect(messages.map((message) => message.kind)).toEqual(['cards', 'cards', 'cards', 'done']);
    const sizes = messages.flatMap((message) =>
      message.kind === 'cards' ? [message.cards.length] : [],
    );
    expect(sizes).toEqual([CATALOGUE_CHUNK_SIZE, CATALOGUE_CHUNK_SIZE, 7]);
    const received = messages.flatMap((message) => (message.kind === 'cards' ? message.cards : []));
    // The cards as downloaded, with their structured effects as JSON text.
    expect(received).toEqual(
      CARDS.map((card) => ({ ...card, habilidades: JSON.stringify(card.habilidades) })),
    );
    expect(received[0]?.nombre).toBe('Ñandú de la Cordillera');
    // Each chunk carries its cards' names as a name search reads them, in the same order.
    const names = messages.flatMap((message) => (message.kind === 'cards' ? message.names : []));
    expect(names).toEqual(CARDS.map((card) => normalizeName(card.nombre)));
    expect(names[0]).toBe('nandu de la cordillera');
    // And their tags as the downloaded cards give them, equal lists shared within a message.
    const tags = messages.flatMap((message) => (message.kind === 'cards' ? message.tags : []));
    expect(tags).toEqual(CARDS.map((card) => listCardTags(card)));
    expect(tags[0]).toEqual(['roba']);
    expect(tags[3]).toBe(tags[0]);
    expect(tags[7]).toEqual(['anula']);
    expect(tags[10]).toEqual(['destruye']);
    expect(messages.at(-1)).toEqual({ kind: 'done', cardCount: CARD_COUNT });
  });

  it.each([
    ['a body that is not a list of cards', '/not-cards'],
    ['a body that is not JSON', '/not-json'],
  ])('refuses %s', async (_case, path) => {
    expect(await load(`${baseUrl}${path}`)).toEqual([
      {
        kind: 'failure',
        failure: {
          ok: false,
          status: 200,
          error: 'invalid-response',
          message: 'El servidor envió datos con un formato inesperado.',
        },
      },
    ]);
  });

  it.each([
    [
      '/missing',
      { ok: false, status: 404, error: 'not_found', message: 'Catálogo no encontrado.' },
    ],
    [
      '/plain-error',
      {
        ok: false,
        status: 502,
        error: 'http',
        message: 'El servidor respondió con un error (502).',
      },
    ],
  ])("passes on the failure of the server's error answer for %s", async (path, failure) => {
    expect(await load(`${baseUrl}${path}`)).toEqual([{ kind: 'failure', failure }]);
  });

  it('says the server could not be reached when the connection breaks, before or inside the body', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/cards`;
    await new Promise((resolve) => closed.close(resolve));
    const networkFailure = {
      kind: 'failure',
      failure: {
        ok: false,
        status: 0,
        error: 'network',
        message: 'No se pudo contactar con el servidor. Revisa tu conexión.',
      },
    };

    expect(await load(closedUrl)).toEqual([networkFailure]);
    expect(await load(`${baseUrl}/cut`)).toEqual([networkFailure]);
  });
});

describe('a card as the page keeps it', () => {
  it('reads the same everywhere as the card downloaded, for every demo card', () => {
    const demo = demoCatalogue as Card[];
    const kept = demo.map(toKeptCard);

    expect(
      demo.filter((card) => deriveAbilityTags(card.habilidades).length > 0).length,
    ).toBeGreaterThan(50);
    kept.forEach((card, index) => {
      const downloaded = demo[index] as Card;
      expect(typeof card.habilidades).toBe('string');
      expect({ ...card, habilidades: downloaded.habilidades }).toEqual(downloaded);
      expect(deriveAbilityTags(card.habilidades)).toEqual(
        deriveAbilityTags(downloaded.habilidades),
      );
      expect(readStructuredEffects(card.habilidades)).toEqual(
        readStructuredEffects(downloaded.habilidades),
      );
      expect(formatStructuredEffectsText(card.habilidades)).toBe(
        formatStructuredEffectsText(downloaded.habilidades),
      );
      expect(formatCardFieldValue('habilidades', card.habilidades)).toBe(
        formatCardFieldValue('habilidades', downloaded.habilidades),
      );
    });
    expect(computeDeckStats(kept)).toEqual(computeDeckStats(demo));
  });

  it('is the same card when its effects are text already', () => {
    const card = makeCard({ habilidades: '[]' });
    expect(toKeptCard(card)).toBe(card);
  });
});
