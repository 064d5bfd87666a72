import { describe, expect, it } from 'vitest';
import { toDisplayName, toPlainText } from './official-card-text';

describe('toPlainText', () => {
  it.each([
    ['removes markup tags', '<p>Roba <b>una</b> carta.</p>', 'Roba una carta.'],
    [
      'turns <br> and paragraph ends into line ends',
      'Furia.<br/>Roba.</p><p>Fin.',
      'Furia.\nRoba.\nFin.',
    ],
    ['decodes named entities', 'Fuerza &gt; 2 &amp; coste &lt; 3', 'Fuerza > 2 & coste < 3'],
    [
      'decodes accent entities',
      'Talism&aacute;n, ni&ntilde;o, ping&uuml;ino',
      'Talismán, niño, pingüino',
    ],
    ['decodes numeric entities', '&#191;Qu&#xE9;?', '¿Qué?'],
    ['keeps an entity it does not know', 'a &zzz; b', 'a &zzz; b'],
    [
      'keeps a lone "<" that is not a tag',
      'Si su fuerza < 3, destrúyelo.',
      'Si su fuerza < 3, destrúyelo.',
    ],
    ['keeps encoded markup as text', '&lt;b&gt;', '<b>'],
    ["reads the dump's '↵' marks as line ends", 'Única.↵Imbloqueable.', 'Única.\nImbloqueable.'],
    ['turns CR LF into line ends', 'Uno.\r\nDos.\rTres.', 'Uno.\nDos.\nTres.'],
    [
      'replaces non-breaking spaces and drops zero-width ones',
      'Oro\u00a0\u200bsagrado',
      'Oro sagrado',
    ],
    ['tidies spaces around and inside lines', '  Uno.  \n   dos   tres ', 'Uno.\ndos tres'],
    ['keeps one empty line between paragraphs at most', 'Uno.\n\n\n\nDos.', 'Uno.\n\nDos.'],
    ['composes combining accents', 'Cancio\u0301n', 'Canción'],
    ['drops control characters', 'Uno\u0007dos', 'Unodos'],
  ])('%s', (_rule, input, expected) => {
    expect(toPlainText(input)).toBe(expected);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty text', ''],
    ['only markup and spaces', ' <br> &nbsp; '],
  ])('gives null for %s', (_case, input) => {
    expect(toPlainText(input)).toBeNull();
  });
});

describe('toDisplayName', () => {
  it.each([
    ['capitalises each word of an all-lowercase name', 'guardian errante', 'Guardian Errante'],
    [
      'keeps short Spanish words lowercase after the first',
      'torre de la niebla y el mar',
      'Torre de la Niebla y el Mar',
    ],
    ['capitalises a short word that opens the name', 'el vigia', 'El Vigia'],
    ['writes roman numerals in capitals', 'vigia iii', 'Vigia III'],
    ['capitalises both parts of a hyphenated word', 'ra-tenkar', 'Ra-Tenkar'],
    ['keeps a name that already has capitals', 'Torre de los Vientos', 'Torre de los Vientos'],
    ['collapses spaces', '  vigia   del  norte ', 'Vigia del Norte'],
  ])('%s', (_rule, input, expected) => {
    expect(toDisplayName(input)).toBe(expected);
  });
});
