import type { OfficialCardFilesInput, OfficialFile } from '../catalogue/official-card-input';

// Invented cards and editions in the shape of the official card database's files (ADR 0013).

export const OFFICIAL_TYPES = [
  { id: '1', slug: 'aliado', name: 'Aliado' },
  { id: '2', slug: 'talisman', name: 'Talismán' },
  { id: '3', slug: 'arma', name: 'Arma' },
  { id: '4', slug: 'totem', name: 'Tótem' },
  { id: '5', slug: 'oro', name: 'Oro' },
  { id: '6', slug: 'monumento', name: 'Monumento' },
];

export const OFFICIAL_RACES = [
  { id: '0', slug: 'noraza', name: 'Sin Raza' },
  { id: '1', slug: 'caballero', name: 'Caballero' },
  { id: '11', slug: 'dragon', name: 'Dragón' },
];

export interface OfficialEdition {
  id: string;
  title: string;
  order?: string;
  date_release?: string;
}

export const ESPADA_SAGRADA: OfficialEdition = { id: '19', title: 'Espada Sagrada' };
export const CRUZADAS: OfficialEdition = { id: '43', title: 'Cruzadas' };
export const HELENICA: OfficialEdition = { id: '20', title: 'Helénica' };
/** Editions outside every block. */
export const CRONICAS: OfficialEdition = { id: '90', title: 'Crónicas Inventadas' };
export const ANALES: OfficialEdition = { id: '91', title: 'Anales Inventados' };

/**
 * editions.json as the dump writes it: newest first, and the Primer Bloque editions with one
 * placeholder date and order.
 */
export function makeEditionsList(
  editions: readonly OfficialEdition[] = [ANALES, CRONICAS, HELENICA, CRUZADAS, ESPADA_SAGRADA],
) {
  return editions.map((edition) => ({ order: '1', date_release: '1990-01-01', ...edition }));
}

/** A card of an edition file: an ally of Espada Sagrada unless overridden. */
export function makeOfficialCard(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '5001',
    edid: '001',
    slug: 'vigia-del-alba',
    name: 'vigia del alba',
    rarity: '4',
    race: '1',
    type: '1',
    keywords: '0',
    cost: '2',
    damage: '1',
    ability: 'Cuando entra en juego, roba una carta.',
    flavour: 'Nadie madruga tanto como ella.',
    ed_edid: '19',
    ed_slug: 'espada-sagrada',
    ...overrides,
  };
}

/** The official API's answer for one edition, as `data/<slug>.json` holds it. */
export function makeEditionData(
  edition: OfficialEdition,
  cards: unknown[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const slug = editionSlug(edition);
  return {
    status: 'OK',
    code: 200,
    edition: { order: '1', slug, date_release: '1990-01-01', ...edition },
    cards,
    ...extra,
  };
}

export function editionSlug(edition: OfficialEdition): string {
  return edition.title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, '-');
}

export function makeEditionFile(
  edition: OfficialEdition,
  cards: unknown[],
  extra: Record<string, unknown> = {},
): OfficialFile {
  return {
    file: `data/${editionSlug(edition)}.json`,
    data: makeEditionData(edition, cards, extra),
  };
}

/** Parsed input for the mapper: the given edition files and the three lists. */
export function makeOfficialInput(
  editionFiles: OfficialFile[],
  overrides: Partial<OfficialCardFilesInput> = {},
): OfficialCardFilesInput {
  return {
    editionFiles,
    editions: { file: 'editions.json', data: makeEditionsList() },
    races: { file: 'races.json', data: OFFICIAL_RACES },
    types: { file: 'types.json', data: OFFICIAL_TYPES },
    ...overrides,
  };
}
