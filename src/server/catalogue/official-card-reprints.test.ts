import { describe, expect, it } from 'vitest';
import {
  formatOfficialFileProblem,
  mapOfficialCardFiles,
  type OfficialCardFilesMapping,
} from './official-card-files';
import type { OfficialFile } from './official-card-input';
import {
  ANALES,
  CRONICAS,
  CRUZADAS,
  ESPADA_SAGRADA,
  HELENICA,
  makeEditionFile,
  makeEditionsList,
  makeOfficialCard,
  makeOfficialInput,
  type OfficialEdition,
} from '../testing/official-file-factory';

/** A file of one edition holding one card named `name`. */
function makePrinting(edition: OfficialEdition, id: string, name: string, edid = '001') {
  return makeEditionFile(edition, [makeOfficialCard({ id, name, edid, ed_edid: edition.id })]);
}

function mapFiles(files: OfficialFile[], editions = makeEditionsList()) {
  const result = mapOfficialCardFiles(
    makeOfficialInput(files, { editions: { file: 'editions.json', data: editions } }),
  );
  if (!result.ok) throw new Error(result.problems.map(formatOfficialFileProblem).join('\n'));
  return result;
}

function summarise(result: { cards: { id: number; nombre: string; edicion: string }[] }) {
  return result.cards.map(({ id, nombre, edicion }) => `${id} ${nombre} (${edicion})`);
}

function problemsOf(result: OfficialCardFilesMapping) {
  return result.ok ? [] : result.problems;
}

describe('mapOfficialCardFiles: reprints', () => {
  it('keeps a card printed in both editions of a block once, with the first edition', () => {
    const result = mapFiles([
      makePrinting(CRUZADAS, '6001', 'VIGIA  DEL ALBA'),
      makePrinting(ESPADA_SAGRADA, '5001', 'vigia del alba'),
    ]);

    expect(summarise(result)).toEqual(['5001 Vigia del Alba (Espada Sagrada)']);
    expect(result.reprints).toEqual([
      { nombre: 'Vigia del Alba', keptEdition: 'Espada Sagrada', otherEditions: ['Cruzadas'] },
    ]);
  });

  it.each([
    ['of different blocks', HELENICA],
    ['outside every block', CRONICAS],
  ])('keeps a card printed in editions %s as two cards', (_case, other) => {
    const result = mapFiles([
      makePrinting(ESPADA_SAGRADA, '5001', 'vigia del alba'),
      makePrinting(other, '7001', 'vigia del alba'),
    ]);

    expect(summarise(result)).toEqual([
      '5001 Vigia del Alba (Espada Sagrada)',
      `7001 Vigia del Alba (${other.title})`,
    ]);
    expect(result.reprints).toEqual([]);
  });

  it('follows the edition-to-block mapping it is given', () => {
    const input = makeOfficialInput([
      makePrinting(ANALES, '9101', 'torre gris'),
      makePrinting(CRONICAS, '9001', 'torre gris'),
    ]);

    const result = mapOfficialCardFiles(input, {
      'Crónicas Inventadas': 'Inventado',
      'Anales Inventados': 'Inventado',
    });

    expect(result.ok && result.reprints).toEqual([
      {
        nombre: 'Torre Gris',
        keptEdition: 'Crónicas Inventadas',
        otherEditions: ['Anales Inventados'],
      },
    ]);
  });

  it.each([
    ['an earlier release date', { date_release: '1989-12-31' }],
    ['a lower order on the same date', { order: '0' }],
  ])('keeps the printing of the edition with %s', (_case, change) => {
    const editions = makeEditionsList().map((edition) =>
      edition.id === CRUZADAS.id ? { ...edition, ...change } : edition,
    );

    const result = mapFiles(
      [
        makePrinting(ESPADA_SAGRADA, '5001', 'vigia del alba'),
        makePrinting(CRUZADAS, '6001', 'vigia del alba'),
      ],
      editions,
    );

    expect(summarise(result)).toEqual(['6001 Vigia del Alba (Cruzadas)']);
  });

  it('lists the cards in release order whatever the order of the files', () => {
    const result = mapFiles([
      makePrinting(HELENICA, '2001', 'escudo de bronce'),
      makePrinting(CRUZADAS, '6001', 'cruz de plata'),
      makePrinting(ESPADA_SAGRADA, '5001', 'vigia del alba'),
    ]);

    expect(result.cards.map(({ edicion }) => edicion)).toEqual([
      'Espada Sagrada',
      'Cruzadas',
      'Helénica',
    ]);
  });
});

describe('mapOfficialCardFiles: ids', () => {
  it('gives the same cards and ids when the same files are mapped again in another order', () => {
    const files = [
      makePrinting(ESPADA_SAGRADA, '5001', 'vigia del alba'),
      makePrinting(CRUZADAS, '6001', 'vigia del alba'),
      makePrinting(HELENICA, '2001', 'escudo de bronce'),
    ];

    expect(mapFiles([...files].reverse())).toEqual(mapFiles(files));
    expect(mapFiles(files).idSource).toBe('official');
  });

  it.each([
    ['repeat across editions', '7', '7'],
    ['are missing', undefined, undefined],
    ['are not positive', '0', '8'],
    ['are not integers', 'a-7', '8'],
    ['do not fit our ids', '3000000000', '8'],
  ])('derives ids as edition id × 1000 + edid when the official ids %s', (_case, first, second) => {
    const result = mapFiles([
      makeEditionFile(ESPADA_SAGRADA, [makeOfficialCard({ id: first, edid: '001' })]),
      makeEditionFile(HELENICA, [makeOfficialCard({ id: second, edid: '105', ed_edid: '20' })]),
    ]);

    expect(result.idSource).toBe('derived');
    expect(result.cards.map(({ id }) => id)).toEqual([19001, 20105]);
  });

  it('reports a card whose id cannot be derived', () => {
    const result = mapOfficialCardFiles(
      makeOfficialInput([
        makeEditionFile(ESPADA_SAGRADA, [makeOfficialCard({ id: undefined, edid: 'A1' })]),
      ]),
    );

    expect(problemsOf(result)).toMatchObject([
      { file: 'data/espada-sagrada.json', index: 0, field: 'id' },
    ]);
  });

  it('reports two cards whose derived ids collide', () => {
    const result = mapOfficialCardFiles(
      makeOfficialInput([
        makeEditionFile(ESPADA_SAGRADA, [makeOfficialCard({ id: undefined, edid: '001' })]),
        makeEditionFile(CRUZADAS, [
          makeOfficialCard({ id: undefined, edid: '001', ed_edid: '19' }),
        ]),
      ]),
    );

    expect(problemsOf(result)).toEqual([
      {
        file: 'data/cruzadas.json',
        index: 0,
        field: 'id',
        reason:
          'El id derivado 19001 coincide con el de la carta en la posición 0 de data/espada-sagrada.json.',
      },
    ]);
  });
});
