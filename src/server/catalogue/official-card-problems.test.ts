import { describe, expect, it } from 'vitest';
import { mapOfficialCardFiles, type OfficialCardFilesMapping } from './official-card-files';
import {
  CRUZADAS,
  ESPADA_SAGRADA,
  makeEditionFile,
  makeOfficialCard,
  makeOfficialInput,
  OFFICIAL_RACES,
  OFFICIAL_TYPES,
} from '../testing/official-file-factory';

function problemsOf(result: OfficialCardFilesMapping) {
  return result.ok ? [] : result.problems;
}

describe('mapOfficialCardFiles: problems', () => {
  it.each([
    [
      'an unknown type id',
      { type: '9' },
      'type',
      'El tipo con id «9» no existe en la lista de tipos.',
    ],
    ['a missing type', { type: null }, 'type', 'Falta el tipo de la carta.'],
    [
      'a type our catalogue does not have',
      { type: '6' },
      'type',
      'El tipo «Monumento» no es uno de los cinco del catálogo (aliado, arma, talismán, tótem, oro).',
    ],
    [
      'an unknown race id',
      { race: '77' },
      'race',
      'La raza con id «77» no existe en la lista de razas.',
    ],
    ['a missing name', { name: null }, 'name', 'Falta el nombre de la carta.'],
    ['a blank name', { name: '  <br> ' }, 'name', 'Falta el nombre de la carta.'],
    [
      'a cost that is not a number',
      { cost: 'X' },
      'cost',
      'El coste «X» no es un número entero ≥ 0.',
    ],
    ['a negative cost', { cost: -1 }, 'cost', 'El coste «-1» no es un número entero ≥ 0.'],
    [
      'a strength that is not a number',
      { damage: '1.5' },
      'damage',
      'La fuerza «1.5» no es un número entero ≥ 0.',
    ],
    [
      'a missing edid',
      { edid: null },
      'edid',
      'Falta el número de la carta en su edición («edid»).',
    ],
  ])('reports %s with its file, position and field', (_case, overrides, field, reason) => {
    const result = mapOfficialCardFiles(
      makeOfficialInput([
        makeEditionFile(ESPADA_SAGRADA, [
          makeOfficialCard(),
          makeOfficialCard({ id: '5002', edid: '002', ...overrides }),
        ]),
      ]),
    );

    expect(problemsOf(result)).toEqual([
      { file: 'data/espada-sagrada.json', index: 1, field, reason },
    ]);
  });

  it('reports a record that is not a card object by its position', () => {
    const result = mapOfficialCardFiles(
      makeOfficialInput([makeEditionFile(ESPADA_SAGRADA, [makeOfficialCard(), 'texto'])]),
    );

    expect(problemsOf(result)).toMatchObject([
      { file: 'data/espada-sagrada.json', index: 1, field: '' },
    ]);
  });

  it('reports every bad card of every file at once', () => {
    const result = mapOfficialCardFiles(
      makeOfficialInput([
        makeEditionFile(ESPADA_SAGRADA, [makeOfficialCard({ type: '9' })]),
        makeEditionFile(CRUZADAS, [makeOfficialCard({ id: '6001', ed_edid: '43', name: '' })]),
      ]),
    );

    expect(problemsOf(result).map(({ file, field }) => `${file} ${field}`)).toEqual([
      'data/espada-sagrada.json type',
      'data/cruzadas.json name',
    ]);
  });

  it('reports a record our validation refuses at its file and position', () => {
    const result = mapOfficialCardFiles(
      makeOfficialInput([
        makeEditionFile(ESPADA_SAGRADA, [
          makeOfficialCard(),
          makeOfficialCard({ id: '5002', name: 'x'.repeat(201) }),
        ]),
      ]),
    );

    expect(problemsOf(result)).toMatchObject([
      { file: 'data/espada-sagrada.json', index: 1, field: 'nombre' },
    ]);
  });

  it.each([
    [
      'an edition missing from editions.json',
      () =>
        makeOfficialInput([makeEditionFile({ id: '99', title: 'Perdida' }, [makeOfficialCard()])]),
      {
        file: 'data/perdida.json',
        index: null,
        field: '',
        reason: 'La edición «Perdida» (id 99) no aparece en editions.json.',
      },
    ],
    [
      'the same edition read twice',
      () =>
        makeOfficialInput([
          makeEditionFile(ESPADA_SAGRADA, [makeOfficialCard()]),
          { file: 'copia/espada-sagrada.json', data: makeEditionFile(ESPADA_SAGRADA, []).data },
        ]),
      {
        file: 'copia/espada-sagrada.json',
        index: null,
        field: '',
        reason: 'La edición «Espada Sagrada» ya se leyó de data/espada-sagrada.json.',
      },
    ],
    [
      'an edition file without its cards',
      () => makeOfficialInput([{ file: 'data/rota.json', data: { edition: ESPADA_SAGRADA } }]),
      { file: 'data/rota.json', index: null, field: 'cards' },
    ],
    [
      'an editions.json that is not a list',
      () =>
        makeOfficialInput([makeEditionFile(ESPADA_SAGRADA, [])], {
          editions: { file: 'editions.json', data: {} },
        }),
      { file: 'editions.json', index: null, field: '' },
    ],
    [
      'no types.json and no types inside the edition files',
      () =>
        makeOfficialInput([makeEditionFile(ESPADA_SAGRADA, [makeOfficialCard()])], { types: null }),
      {
        file: 'types.json',
        index: null,
        field: '',
        reason: 'Falta types.json y los archivos de edición no traen la lista «types».',
      },
    ],
  ])('reports %s', (_case, makeInputUnderTest, problem) => {
    expect(problemsOf(mapOfficialCardFiles(makeInputUnderTest()))).toMatchObject([problem]);
  });

  it('reports that there is no edition file at all', () => {
    expect(problemsOf(mapOfficialCardFiles(makeOfficialInput([])))).toEqual([
      {
        file: '',
        index: null,
        field: '',
        reason: 'No se encontró ningún archivo de edición (con «edition» y «cards»).',
      },
    ]);
  });

  it('uses the lists inside the edition files when types.json and races.json are absent', () => {
    const result = mapOfficialCardFiles(
      makeOfficialInput(
        [
          makeEditionFile(ESPADA_SAGRADA, [makeOfficialCard({ race: '11' })], {
            types: OFFICIAL_TYPES,
            races: OFFICIAL_RACES,
          }),
        ],
        { types: null, races: null },
      ),
    );

    expect(
      result.ok ? result.cards.map(({ tipo, raza }) => [tipo, raza]) : result.problems,
    ).toEqual([['aliado', 'Dragón']]);
  });
});
