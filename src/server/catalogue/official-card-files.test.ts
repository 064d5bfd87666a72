import { describe, expect, it } from 'vitest';
import { validateCatalogue } from './catalogue-validation';
import { formatOfficialFileProblem, mapOfficialCardFiles } from './official-card-files';
import {
  ESPADA_SAGRADA,
  makeEditionFile,
  makeOfficialCard,
  makeOfficialInput,
  type OfficialEdition,
} from '../testing/official-file-factory';

function mapCards(cards: Record<string, unknown>[], edition: OfficialEdition = ESPADA_SAGRADA) {
  const result = mapOfficialCardFiles(makeOfficialInput([makeEditionFile(edition, cards)]));
  if (!result.ok) throw new Error(result.problems.map(formatOfficialFileProblem).join('\n'));
  return result;
}

function mapOne(overrides: Record<string, unknown>) {
  const [card] = mapCards([makeOfficialCard(overrides)]).cards;
  return card;
}

describe('mapOfficialCardFiles: fields', () => {
  it('maps an ally to our card format', () => {
    expect(mapOne({})).toMatchObject({
      id: 5001,
      nombre: 'Vigia del Alba',
      tipo: 'aliado',
      ruta_completa: 'https://api.myl.cl/static/cards/19/001.png',
      edicion: 'Espada Sagrada',
      coste: 2,
      fuerza: 1,
      raza: 'Caballero',
      habilidad: 'Cuando entra en juego, roba una carta.',
      flavor_text: 'Nadie madruga tanto como ella.',
      ilustrador: null,
      habilidades: [],
      revisada: false,
    });
  });

  it.each([
    ['1', 'aliado'],
    ['2', 'talisman'],
    ['3', 'arma'],
    ['4', 'totem'],
    ['5', 'oro'],
  ])('maps the official type id %s to %s', (type, tipo) => {
    expect(mapOne({ type })?.tipo).toBe(tipo);
  });

  it('keeps strength and race for allies only', () => {
    expect(mapOne({ type: '2', race: '1', damage: '3' })).toMatchObject({
      fuerza: null,
      raza: null,
    });
  });

  it.each([
    ['writes the race as the official list does', '11', 'Dragón'],
    ["gives no race for the official 'Sin Raza'", '0', null],
    ['gives no race when the card has none', null, null],
  ])('%s', (_rule, race, raza) => {
    expect(mapOne({ race })?.raza).toBe(raza);
  });

  it.each([
    ['a decimal string', '4', 4],
    ['zero', '0', 0],
    ['a number', 3, 3],
    ['null', null, null],
    ['an empty string', ' ', null],
  ])('reads a cost given as %s', (_case, cost, coste) => {
    expect(mapOne({ cost })?.coste).toBe(coste);
  });

  it('reads the strength of an ally like its cost', () => {
    expect(mapOne({ damage: '0' })?.fuerza).toBe(0);
    expect(mapOne({ damage: null })?.fuerza).toBeNull();
  });

  it('renders ability and flavour as plain text', () => {
    const card = mapOne({
      ability: '<p>Furia.<br>Al entrar, <b>roba</b> una carta&nbsp;m&aacute;s.</p>',
      flavour: 'Primera línea.↵Segunda línea.',
    });

    expect(card?.habilidad).toBe('Furia.\nAl entrar, roba una carta más.');
    expect(card?.flavor_text).toBe('Primera línea.\nSegunda línea.');
  });

  it('gives null for missing or empty texts', () => {
    expect(mapOne({ ability: null, flavour: '' })).toMatchObject({
      habilidad: null,
      flavor_text: null,
    });
  });

  it('takes the illustrator when the file has one', () => {
    expect(mapOne({ illustrator: ' Ana Pizarro ' })?.ilustrador).toBe('Ana Pizarro');
  });

  it("builds the image address from the card's edition id and edid", () => {
    expect(mapOne({ ed_edid: '77', edid: '120' })?.ruta_completa).toBe(
      'https://api.myl.cl/static/cards/77/120.png',
    );
    expect(mapOne({ ed_edid: undefined })?.ruta_completa).toBe(
      'https://api.myl.cl/static/cards/19/001.png',
    );
  });

  it('ignores an unknown race on a card that is not an ally', () => {
    expect(mapOne({ type: '3', race: '77' })?.raza).toBeNull();
  });

  it('produces records that pass the catalogue validation', () => {
    const { cards } = mapCards([
      makeOfficialCard(),
      makeOfficialCard({
        id: '5002',
        edid: '002',
        name: 'oro del alba',
        type: '5',
        race: null,
        cost: null,
      }),
      makeOfficialCard({
        id: '5003',
        edid: '003',
        name: 'lanza del alba',
        type: '3',
        ability: null,
      }),
    ]);

    expect(validateCatalogue(cards)).toEqual({ ok: true, cards });
  });
});

describe('formatOfficialFileProblem', () => {
  it.each([
    [
      { file: 'data/a.json', index: 3, field: 'type', reason: 'Falta el tipo de la carta.' },
      'data/a.json, carta en la posición 3, campo «type»: Falta el tipo de la carta.',
    ],
    [
      { file: 'editions.json', index: null, field: '', reason: 'No es una lista.' },
      'editions.json: No es una lista.',
    ],
    [
      { file: '', index: null, field: '', reason: 'No hay ediciones.' },
      'Archivos oficiales: No hay ediciones.',
    ],
  ])('writes one Spanish line per problem', (problem, line) => {
    expect(formatOfficialFileProblem(problem)).toBe(line);
  });
});
