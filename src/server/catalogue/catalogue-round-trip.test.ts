import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import type { Card } from '../../domain/cards/card';
import { listCards } from '../cards/cards.repository';
import { makeCard } from '../testing/card-factory';
import { pollUntil } from '../testing/poll-until';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { formatCatalogue, parseCatalogueText, type CatalogueFormat } from './catalogue-file';
import { importCatalogue } from './catalogue-import.service';

const DEMO_CATALOGUE = new URL('../../../data/demo/cards.json', import.meta.url);

/** Values that test a file format: quotes, commas, line breaks, accents, nulls, JSON effects and tags. */
function makeAwkwardCard(id: number): Card {
  const variant = id % 4;
  return makeCard({
    id,
    nombre: `Señor "${id}", el Ñandú`,
    tipo: (['aliado', 'arma', 'talisman', 'totem'] as const)[variant] ?? 'aliado',
    edicion: variant === 0 ? 'Espada Sagrada' : 'Helénica',
    coste: variant === 3 ? null : id % 7,
    fuerza: variant === 0 ? id % 9 : null,
    raza: variant === 0 ? 'Dragón' : null,
    habilidad: variant === 1 ? `Destruye un aliado;\nluego roba ${id % 3} cartas.` : null,
    flavor_text: variant === 2 ? ' Con espacios al borde ' : null,
    ilustrador: variant === 3 ? null : 'Ilustradora, «Tal»',
    habilidades:
      variant === 1
        ? [{ tipo: 'destruir', objetivo: 'oponente', cantidad: 1 }]
        : variant === 2
          ? '[{"tipo":"robar"}]'
          : [],
    revisada: variant === 0,
    etiquetas: variant === 1 ? ['roba', 'destruye'] : variant === 2 ? [] : null,
    ruta_completa: variant === 3 ? null : `https://imagenes.example/${id}.webp`,
  });
}

describe.each(listTestDatabaseKinds())('catalogue export and round trips on %s', (kind) => {
  const testApp = useSeededTestApp(kind);

  async function downloadExport(format: CatalogueFormat): Promise<string> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${API_PATHS.catalogueExport}?format=${format}`,
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  /**
   * The download once it shows what the database holds: these imports bypass HTTP, so on
   * PostgreSQL the app learns of them by notification, a few milliseconds later.
   */
  async function exportCatalogue(format: CatalogueFormat): Promise<string> {
    const stored = formatCatalogue(await listCards(testApp.database.db), format);
    const downloaded = await pollUntil(
      () => downloadExport(format),
      (body) => body === stored,
    );
    expect(downloaded).toBe(stored);
    return downloaded;
  }

  async function replaceWith(text: string, format: CatalogueFormat): Promise<void> {
    const read = parseCatalogueText(text, format);
    if (!read.ok) throw new Error(JSON.stringify(read.problems.slice(0, 3)));
    const result = await importCatalogue(testApp.database.db, read.data, { mode: 'replace' });
    if (!result.ok) throw new Error(JSON.stringify(result.problems.slice(0, 3)));
  }

  async function expectByteIdenticalRoundTrip(format: CatalogueFormat): Promise<string> {
    const first = await exportCatalogue(format);
    await replaceWith(first, format);
    const second = await exportCatalogue(format);
    expect(second).toBe(first);
    return first;
  }

  it('exports the catalogue to anyone as a JSON or CSV download', async () => {
    for (const [format, type] of [
      ['json', 'application/json; charset=utf-8'],
      ['csv', 'text/csv; charset=utf-8'],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `${API_PATHS.catalogueExport}?format=${format}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="grimorio-catalogo.${format}"`,
      );
      const revalidated = await testApp.app.inject({
        method: 'GET',
        url: `${API_PATHS.catalogueExport}?format=${format}`,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    }
  });

  it('refuses an unknown export format with 400 naming the field', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${API_PATHS.catalogueExport}?format=xlsx`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_request',
      message: expect.stringContaining('«format»'),
    });
  });

  it('gives byte-identical files from export → replace → export of the demo catalogue', async () => {
    await replaceWith(await readFile(DEMO_CATALOGUE, 'utf8'), 'json');

    const json = await expectByteIdenticalRoundTrip('json');
    const csv = await expectByteIdenticalRoundTrip('csv');

    expect(JSON.parse(json)).toHaveLength(190);
    expect(csv.split('\n')[0]).toMatch(/^id,nombre,tipo,ruta_completa,edicion,coste,fuerza,/);
    // A CSV import of the JSON export gives the same catalogue back.
    await replaceWith(csv, 'csv');
    expect(await exportCatalogue('json')).toBe(json);
  });

  it('gives byte-identical files for a generated catalogue of 20,000 awkward cards', async () => {
    const generated = Array.from({ length: 20_000 }, (_, index) => makeAwkwardCard(index + 1));
    const result = await importCatalogue(testApp.database.db, generated, { mode: 'replace' });
    expect(result.ok).toBe(true);

    const json = await expectByteIdenticalRoundTrip('json');
    await expectByteIdenticalRoundTrip('csv');

    expect(JSON.parse(json)).toHaveLength(20_000);
  }, 120_000);
});
