import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { normalizeSuggestion } from './suggestion';
import { mergeSuggestionIntoCard } from './suggestion-merge';

describe('mergeSuggestionIntoCard', () => {
  const card = makeCard({
    id: 42,
    nombre: 'Bennu',
    tipo: 'aliado',
    ruta_completa: '/images/bennu.jpg',
    edicion: 'Dominios de Ra',
    habilidad: 'Texto viejo',
    ilustrador: 'Ana',
    flavor_text: 'Renace.',
    habilidades: [{ descripcion: 'vieja' }],
    revisada: true,
  });

  it('takes the fields the model read and resets reviewed to false', () => {
    const suggestion = normalizeSuggestion({
      nombre: 'Bennu Dorado',
      ability: 'Carta Única.',
      tipo: 'Aliado',
      coste: 4,
      strength: 3,
      raza: 'Faraón',
      ilustrador: 'Pablo',
      edition: 'Encrucijada',
      flavour: 'Vuelve.',
      efectos_estructurados: [{ descripcion: 'nueva' }],
      reviewed: true,
    });
    expect(mergeSuggestionIntoCard(card, suggestion)).toEqual({
      ...card,
      nombre: 'Bennu Dorado',
      habilidad: 'Carta Única.',
      coste: 4,
      fuerza: 3,
      raza: 'Faraón',
      ilustrador: 'Pablo',
      edicion: 'Encrucijada',
      flavor_text: 'Vuelve.',
      habilidades: [{ descripcion: 'nueva' }],
      revisada: false,
    });
  });

  it('keeps the id, the image and every field the model could not read', () => {
    const merged = mergeSuggestionIntoCard(card, normalizeSuggestion({ id: 7, url_image: 'x' }));
    expect(merged).toMatchObject({
      id: 42,
      ruta_completa: '/images/bennu.jpg',
      nombre: 'Bennu',
      habilidad: 'Texto viejo',
      ilustrador: 'Ana',
      edicion: 'Dominios de Ra',
      flavor_text: 'Renace.',
      habilidades: [{ descripcion: 'vieja' }],
      raza: card.raza,
      revisada: false,
    });
  });

  it('gives a non-ally no strength and no race', () => {
    const merged = mergeSuggestionIntoCard(
      card,
      normalizeSuggestion({ tipo: 'Talismán', strength: 2, raza: 'X' }),
    );
    expect(merged).toMatchObject({ tipo: 'talisman', fuerza: null, raza: null });
  });
});
