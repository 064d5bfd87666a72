import type { Card } from '../cards/card';

/** A plain ally for tests; pass overrides for what the test is about. */
export function makeCard(overrides: Partial<Card> = {}): Card {
  return {
    id: 1,
    nombre: 'Guerrero de Prueba',
    tipo: 'aliado',
    ruta_completa: null,
    edicion: 'Espada Sagrada',
    coste: 2,
    fuerza: 2,
    raza: 'Caballero',
    habilidad: null,
    flavor_text: null,
    ilustrador: null,
    habilidades: [],
    revisada: false,
    unica: null,
    etiquetas: null,
    ...overrides,
  };
}

/** `count` copies of the same card, for decks. */
export function makeCopies(count: number, overrides: Partial<Card> = {}): Card[] {
  return Array.from({ length: count }, () => makeCard(overrides));
}
