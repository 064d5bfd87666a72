import type { Card } from '../../domain/cards/card';

let nextId = 1;

/** A valid ally with every field set; override what a test is about. */
export function makeCard(overrides: Partial<Card> = {}): Card {
  const id = overrides.id ?? nextId++;
  return {
    id,
    nombre: `Carta ${id}`,
    tipo: 'aliado',
    ruta_completa: `/images/demo/${id}.webp`,
    edicion: 'Espada Sagrada',
    coste: 2,
    fuerza: 2,
    raza: 'Caballero',
    habilidad: 'Cuando entra en juego, roba una carta.',
    flavor_text: 'La espada recuerda a quien la empuñó.',
    ilustrador: 'Ana Ilustra',
    habilidades: [],
    revisada: false,
    unica: null,
    etiquetas: null,
    ...overrides,
  };
}
