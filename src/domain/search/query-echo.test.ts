import { describe, expect, it } from 'vitest';
import { describeCardQuery } from './query-echo';
import { parseCardQuery } from './query-parser';

function echo(text: string): string {
  return describeCardQuery(parseCardQuery(text).node, {
    formatName: (key) => (key === 'racialEdicion' ? 'Racial Edición' : key),
  });
}

describe('describeCardQuery', () => {
  it.each<[string, string]>([
    ['', 'Todas las cartas'],
    [
      't:aliado raza:caballero c<=2 h:destruye',
      'Aliados de raza Caballero con coste 2 o menos cuya habilidad menciona «destruye»',
    ],
    ['dragon', 'Cartas cuyo nombre contiene «dragon»'],
    ['!"Rey Arturo"', 'Cartas llamadas exactamente «Rey Arturo»'],
    ['-t:oro', 'Cartas que no son Oros'],
    ['(t:arma o t:totem) c<1', 'Armas o Tótems con coste menor que 1'],
    ['t:aliado f>=4 f!=6', 'Aliados con fuerza 4 o más con fuerza distinto de 6'],
    ['c>3 -c:5', 'Cartas con coste mayor que 3 que no tienen coste 5'],
    [
      'ed:"espada sagrada" bloque:helenica',
      'Cartas de la edición «espada sagrada» del bloque «helenica»',
    ],
    ['hist:lago ilus:rojas', 'Cartas cuya historia menciona «lago» ilustradas por «rojas»'],
    ['es:unica -es:revisada', 'Cartas únicas sin revisar'],
    ['ban:racialEdicion', 'Cartas prohibidas en Racial Edición'],
    [
      'legal:racialEdicion -h:/roba/',
      'Cartas cuya habilidad no coincide con /roba/ legales en Racial Edición',
    ],
    ['tag:genera-oro', 'Cartas con la etiqueta «genera oro»'],
    ['t:aliado es:unica ban:racialEdicion', 'Aliados únicos prohibidos en Racial Edición'],
    ['t:arma -es:revisada ilus:rojas', 'Armas sin revisar ilustradas por «rojas»'],
    ['(t:arma o t:oro) !"Oro"', 'Armas o Oros llamados exactamente «Oro»'],
    ['t:oro o t:aliado c:1', 'Oros, o Aliados con coste 1'],
    ['-(t:oro o c:0)', 'Cartas que no cumplen (Oros, o Cartas con coste 0)'],
  ])('echoes %j', (query, expected) => {
    expect(echo(query)).toBe(expected);
  });
});
