import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { isCardUnique, isUniqueCard } from './unique-card';

// Invented texts written the ways real cards mark uniqueness (ADR 0012).
describe('isUniqueCard', () => {
  it.each([
    { name: "'Carta Única.' closing the text", text: 'Roba dos cartas. Carta Única.' },
    {
      name: "'Carta Única.' opening the text",
      text: 'Carta Única. Tus Héroes ganan 1 a la fuerza.',
    },
    { name: "'Carta única' in lower case", text: 'Anula un Talismán. Carta única.' },
    { name: "'Carta Unica' without the accent", text: 'Genera 2 Oros. Carta Unica.' },
    { name: "'CARTA UNICA' in capitals", text: 'CARTA UNICA. Roba una carta.' },
    { name: 'a combining accent', text: 'Carta U\u0301nica. Roba una carta.' },
    { name: 'a line break between the words', text: 'Roba una carta.\nCarta\nÚnica' },
    { name: "'(Carta Única)' in parentheses", text: 'Destruye un Tótem oponente (Carta Única).' },
    { name: "'(carta unica)' in parentheses", text: 'Tu oponente bota 3 cartas (carta unica).' },
    { name: "'(Única)' in parentheses", text: 'Gana 2 a la fuerza (Única).' },
    { name: "'(unica)' in parentheses", text: 'Descarta tu Mano (unica).' },
    {
      name: 'a list of keywords with a comma',
      text: 'Roba una carta. (imbloqueable, carta única).',
    },
    { name: 'a list of keywords with a stop', text: 'Roba una carta. (Imbloqueable. Carta Única)' },
    {
      name: "'Carta Única e Indestructible'",
      text: 'Roba una carta. Carta Única e Indestructible.',
    },
    {
      name: "'Carta única' followed by a comma",
      text: 'Guerrero. Carta única, no puede ser anulada.',
    },
    { name: "no space after the stop ('.Carta única')", text: 'Roba una carta.Carta única.' },
    { name: "the keyword 'Única.' first", text: 'Única. Tus Aliados ganan 1 a la fuerza.' },
    { name: "'Única.' before another keyword", text: 'Única. Furia. Roba una carta.' },
    {
      name: "'Única.' on a line of its own",
      text: 'Única.\nEn tu Fase de Vigilia, roba una carta.',
    },
    { name: "an Oro's 'Único.'", text: 'Único.\nCuando este Oro entra en juego, roba una carta.' },
    {
      name: "'Única.' inside an HTML paragraph",
      text: '<p>Única. Mira las tres primeras cartas.</p>',
    },
    {
      name: "'Única' with the reminder in parentheses",
      text: 'Única (Sólo puedes tener una copia de esta carta en tu Mazo Castillo).\nRoba una carta.',
    },
    {
      name: "the short reminder 'una copia en tu Castillo'",
      text: 'Única (sólo puedes tener una copia en tu Castillo). Roba una carta.',
    },
    {
      name: "the keyword's definition 'Solo puedes tener 1 copia en tu mazo'",
      text: 'Solo puedes tener 1 copia en tu mazo. Roba una carta.',
    },
  ])('declares $name unique', ({ text }) => {
    expect(isUniqueCard(text)).toBe(true);
  });

  it.each([
    { name: 'a text without any mark', text: 'Roba una carta.' },
    { name: 'an empty text', text: '' },
    { name: 'no ability text', text: null },
    { name: 'a word ending in -nica', text: 'Carta técnica: roba una carta.' },
    { name: "'única' as an adjective", text: 'Es la única que sobrevive.' },
    { name: "'único' as an adjective", text: 'Si es tu único Aliado declarado atacante, gana 2.' },
    { name: 'a verb holding -unica', text: 'Comunica a tus Aliados. Roba una carta.' },
    { name: "'Únicamente'", text: 'Únicamente puede atacar. Roba una carta.' },
    { name: 'another card mentioned as unique ally', text: 'Destruye un aliado único.' },
    { name: 'other unique allies, plural', text: 'Solo puede ser portada por Aliados únicos.' },
    { name: 'a search for a unique card', text: 'Busca una Carta Única en tu mazo.' },
    { name: 'a unique card named as a target', text: 'Destierra una Carta Única oponente.' },
    {
      name: 'an effect that makes every card unique',
      text: 'Mientras esté en juego, todas las cartas se consideran Carta Única.',
    },
    {
      name: "one copy 'en juego' (a rule of play)",
      text: 'Solo puedes tener un Tótem Sol en juego.',
    },
    {
      name: "no more than one copy 'en juego'",
      text: 'No puedes tener más de una copia de Lago Gris en juego.',
    },
    { name: 'a search for a copy', text: 'Busca una copia de ese Aliado en tu Mazo Castillo.' },
  ])('does not declare $name unique', ({ text }) => {
    expect(isUniqueCard(text)).toBe(false);
  });

  const letters = fc.constantFrom(...'abcdeinouáéíóúñ .,()\n'.split(''));
  const text = fc.array(letters, { maxLength: 60 }).map((chars) => chars.join(''));

  it('reads a text the same in any case and with or without accents', () => {
    fc.assert(
      fc.property(text, (value) => {
        const plain = value.normalize('NFD').replace(/\p{Diacritic}/gu, '');
        const expected = isUniqueCard(value);
        expect(isUniqueCard(value.toUpperCase())).toBe(expected);
        expect(isUniqueCard(plain)).toBe(expected);
      }),
    );
  });

  it('finds the mark wherever a sentence carries it, whatever else the text says', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        expect(isUniqueCard(`${before}. Carta Única. ${after}`)).toBe(true);
        expect(isUniqueCard(`Única. ${after}`)).toBe(true);
      }),
    );
  });

  it('never takes a mention of other unique cards for a mark', () => {
    const words = fc.constantFrom('roba', 'una', 'carta', 'destruye', 'aliado', 'oponente', 'y');
    const mentions = fc.constantFrom(
      'destruye un aliado único',
      'busca una Carta Única en tu mazo',
      'las demás cartas se consideran Carta Única',
      'tu único Aliado',
    );
    const sentence = fc
      .array(fc.oneof(words, mentions), { minLength: 1, maxLength: 8 })
      .map((parts) => `Si ${parts.join(' ')}`);
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 4 }), (sentences) => {
        expect(isUniqueCard(`${sentences.join('. ')}.`)).toBe(false);
      }),
    );
  });
});

describe('isCardUnique', () => {
  it.each([
    { name: 'follows a unique text when no editor chose', unica: null, text: 'Carta Única.' },
    { name: 'follows a plain text when no editor chose', unica: null, text: 'Roba una carta.' },
    { name: "takes an editor's yes over a plain text", unica: true, text: 'Roba una carta.' },
    { name: "takes an editor's no over 'Carta Única'", unica: false, text: 'Carta Única.' },
    { name: "takes an editor's yes without any text", unica: true, text: null },
  ])('$name', ({ unica, text }) => {
    const expected = unica ?? text === 'Carta Única.';
    expect(isCardUnique(makeCard({ unica, habilidad: text }))).toBe(expected);
  });
});
