import { describe, expect, it } from 'vitest';
import {
  readAbilityText,
  readBadgeNumber,
  readCardName,
  readFooter,
  readTypeBar,
  readWholeCardText,
} from './ocr-text-reading';

describe('reading OCR text into card fields', () => {
  it.each([
    ['Caballero del Roble\n', 'Caballero del Roble'],
    ['Felipe Il\n', 'Felipe II'],
    ['Felipe ll', 'Felipe II'],
    ['La llíada', 'La Ilíada'],
    ['Señora de las Aguas', 'Señora de las Aguas'],
    ['  Guardián   de  la Torre  ', 'Guardián de la Torre'],
    ['| Espada Rúnica _', 'Espada Rúnica'],
  ])('reads the name %j as %j', (text, name) => {
    expect(readCardName(text)).toBe(name);
  });

  it.each([
    ['3\n', 3],
    ['12', 12],
    ['', null],
    ['123', null],
  ])('reads the badge %j as %j', (text, value) => {
    expect(readBadgeNumber(text)).toBe(value);
  });

  it.each([
    ['Aliado — Caballero\n', { tipo: 'Aliado', raza: 'Caballero' }],
    ['Talismán', { tipo: 'Talismán', raza: '' }],
    ['Totem', { tipo: 'Tótem', raza: '' }],
    ['Aliado - Sombra', { tipo: 'Aliado', raza: 'Sombra' }],
    ['Conjuro — Fuego', null],
  ])('reads the type bar %j', (text, reading) => {
    expect(readTypeBar(text)).toEqual(reading);
  });

  it('keeps only the first paragraph of the text box, its lines joined', () => {
    const text = 'a _\n\nMientras controles otro Caballero,\ngana +1 a la fuerza.\n\n« ,\n';

    expect(readAbilityText(text)).toBe('Mientras controles otro Caballero, gana +1 a la fuerza.');
  });

  it.each([
    [
      'Espada Sagrada : N£ 1 llus. Josefa Urrutia',
      { edition: 'Espada Sagrada', id: 1, ilustrador: 'Josefa Urrutia' },
    ],
    [
      'Hijos de Daana - N2£ 104 ilus. benjamín Carrasco',
      { edition: 'Hijos de Daana', id: 104, ilustrador: 'Benjamín Carrasco' },
    ],
    ['Cruzadas : N*7', { edition: 'Cruzadas', id: 7 }],
    ['', {}],
  ])('reads the footer %j', (text, reading) => {
    expect(readFooter(text)).toEqual(reading);
  });

  it('reads another layout whole: first line the name, a type line, the rest as ability', () => {
    expect(
      readWholeCardText('~\nDragón de Ceniza\nAliado — Dragón\nDestruye un talismán.\n'),
    ).toEqual({
      nombre: 'Dragón de Ceniza',
      tipo: 'Aliado',
      raza: 'Dragón',
      ability: 'Destruye un talismán.',
    });
  });

  it('reads nothing from an image without text', () => {
    expect(readWholeCardText('\n  \n')).toEqual({});
  });
});
