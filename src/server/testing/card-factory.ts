import type { Card } from '../../domain/cards/card';

/** A valid ally in the spec's card JSON format; override whatever the test is about. */
export function makeCard(overrides: Partial<Card> = {}): Card {
  const id = overrides.id ?? 1;
  return {
    id,
    nombre: `Carta de Prueba ${id}`,
    tipo: 'aliado',
    ruta_completa: `/images/demo/${id}.webp`,
    edicion: 'Espada Sagrada',
    coste: 2,
    fuerza: 2,
    raza: 'Caballero',
    habilidad: null,
    flavor_text: null,
    ilustrador: 'Ilustradora de Prueba',
    habilidades: [],
    revisada: false,
    unica: null,
    etiquetas: null,
    ...overrides,
  };
}
