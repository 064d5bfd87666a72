import { normalizeNameCached } from './card-name';

/** Edition → block mapping; data, so that the server can store and edit it (SPEC §3). */
export type EditionBlocks = Readonly<Record<string, string>>;

/**
 * The blocks of Primer Bloque (SPEC §3 'Edition to block mapping', extended to every edition of
 * the era): each block is a pair of editions.
 */
export const DEFAULT_EDITION_BLOCKS: EditionBlocks = {
  'Espada Sagrada': 'Espada Sagrada',
  Cruzadas: 'Espada Sagrada',
  Helénica: 'Helénica',
  Imperio: 'Helénica',
  'Hijos de Daana': 'Hijos de Daana',
  'Tierras Altas': 'Hijos de Daana',
  'Dominios de Ra': 'Dominios de Ra',
  Encrucijada: 'Dominios de Ra',
};

// One normalised index per mapping object: the deck builder looks up thousands of editions per
// click. Mappings are treated as immutable values, as everywhere in the domain.
const indexes = new WeakMap<EditionBlocks, Map<string, string>>();

function indexMapping(mapping: EditionBlocks): Map<string, string> {
  const cached = indexes.get(mapping);
  if (cached) return cached;
  const index = new Map<string, string>();
  for (const [edition, block] of Object.entries(mapping)) {
    index.set(normalizeNameCached(edition), block);
  }
  indexes.set(mapping, index);
  return index;
}

/** Block of an edition, accent- and case-insensitive; null for editions outside the mapping (SPEC §3). */
export function findBlock(edicion: string | null, mapping: EditionBlocks): string | null {
  if (edicion === null) return null;
  return indexMapping(mapping).get(normalizeNameCached(edicion)) ?? null;
}
