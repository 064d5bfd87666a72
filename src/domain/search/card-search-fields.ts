import type { Card } from '../cards/card';
import { normalizeName, normalizeNameCached } from '../cards/card-name';

/** A card's texts normalised once for searching (issue 18: "precomputed normalised fields"). */
export interface CardSearchFields {
  readonly nombre: string;
  readonly habilidad: string | null;
  readonly historia: string | null;
  readonly ilustrador: string | null;
  readonly raza: string | null;
  readonly edicion: string;
}

function normalizeOptional(text: string | null): string | null {
  return text === null || text.trim() === '' ? null : normalizeName(text);
}

/**
 * The name at once, every other text when a search first reads it: typing a name, the most
 * common search, never pays for the abilities and stories of cards not warmed yet (issue 19:
 * at 20,000 cards on a phone's CPU the first keystroke after the catalogue arrived spent 238 ms
 * normalising texts it did not read).
 */
class LazySearchFields implements CardSearchFields {
  readonly nombre: string;
  readonly #card: Card;
  #habilidad: string | null | undefined;
  #historia: string | null | undefined;
  #ilustrador: string | null | undefined;
  #raza: string | null | undefined;
  #edicion: string | undefined;

  constructor(card: Card, nombre: string = normalizeNameCached(card.nombre)) {
    this.#card = card;
    this.nombre = nombre;
  }

  get habilidad(): string | null {
    if (this.#habilidad === undefined) this.#habilidad = normalizeOptional(this.#card.habilidad);
    return this.#habilidad;
  }

  get historia(): string | null {
    if (this.#historia === undefined) this.#historia = normalizeOptional(this.#card.flavor_text);
    return this.#historia;
  }

  get ilustrador(): string | null {
    if (this.#ilustrador === undefined) {
      const { ilustrador } = this.#card;
      this.#ilustrador = ilustrador === null ? null : normalizeNameCached(ilustrador);
    }
    return this.#ilustrador;
  }

  get raza(): string | null {
    if (this.#raza === undefined) {
      const { raza } = this.#card;
      this.#raza = raza === null || raza.trim() === '' ? null : normalizeNameCached(raza);
    }
    return this.#raza;
  }

  get edicion(): string {
    if (this.#edicion === undefined) this.#edicion = normalizeNameCached(this.#card.edicion);
    return this.#edicion;
  }
}

// Keyed by the card object: a catalogue refetch brings new objects, so stale entries go with it.
const fieldsByCard = new WeakMap<Card, CardSearchFields>();

/** The normalised texts of a card, read on first use and kept while the card lives. */
export function readCardSearchFields(card: Card): CardSearchFields {
  let fields = fieldsByCard.get(card);
  if (fields === undefined) {
    fields = new LazySearchFields(card);
    fieldsByCard.set(card, fields);
  }
  return fields;
}

/**
 * Takes the names of `cards` already normalised elsewhere (`names[i]` is normalizeName of
 * `cards[i].nombre`), so no search on this thread normalises them again: the catalogue worker
 * sends them with its cards (issue 19: at 20,000 cards on a phone's CPU the first keystroke after
 * the catalogue arrived still paid about 20 ms for names the warm-up had not reached, and the
 * warm-up itself took turns with every keystroke and tap).
 */
export function adoptNormalizedNames(cards: readonly Card[], names: readonly string[]): void {
  cards.forEach((card, index) => {
    const nombre = names[index];
    if (nombre !== undefined && !fieldsByCard.has(card)) {
      fieldsByCard.set(card, new LazySearchFields(card, nombre));
    }
  });
}

const SEARCH_TEXT_KEYS = ['habilidad', 'historia', 'ilustrador', 'raza', 'edicion'] as const;

/** Normalises now every text of `fields` a search may read later (a warm-up's second pass). */
export function warmSearchTexts(fields: CardSearchFields): void {
  for (const key of SEARCH_TEXT_KEYS) void fields[key];
}

// Keyed by the list: query data is never changed in place, so a position keeps its card.
const fieldsByList = new WeakMap<readonly Card[], CardSearchFields[]>();

/**
 * The normalised texts of a list's cards by position (each name at once, its other texts when
 * first read), made up to `end` (the whole list by default) and kept while the list lives. A
 * search reads them by position: looking each card up by object cost three times the comparisons
 * themselves at 20,000 cards (issue 19).
 */
export function readListSearchFields(
  cards: readonly Card[],
  end: number = cards.length,
): readonly CardSearchFields[] {
  let fields = fieldsByList.get(cards);
  if (fields === undefined) {
    fields = [];
    fieldsByList.set(cards, fields);
  }
  for (let index = fields.length; index < end; index += 1) {
    fields.push(readCardSearchFields(cards[index] as Card));
  }
  return fields;
}
