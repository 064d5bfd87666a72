import type { Banlist } from './banlist';

/** Date the community's December 2025 lists took effect. */
const DECEMBER_2025 = '2025-12-01';

/**
 * The built-in formats (SPEC §3 'Built-in banlists') with the community's published lists of
 * December 2025. Names are kept as published; matching is by normalised name.
 */
export const BUILT_IN_BANLISTS: readonly Banlist[] = [
  {
    key: 'racialEdicion',
    name: 'Racial Edición - Primer Bloque',
    effectiveDate: DECEMBER_2025,
    rules: {
      minAllies: 16,
      maxCard: 50,
      // SPEC §5 'Extra rules for format racialEdicion': the first ally sets block and race.
      oneRace: true,
      oneBlock: true,
      banned: [
        'Ataque a Traición',
        'Hogar de Demonios',
        'Fergus',
        'Bas-Pef',
        'Traficante de Esclavos',
        'Red de Aracne',
        'Avalon',
        'Guiza',
        'Juglares',
        'Marco Antonio',
        'La Traición de Macalpin',
        'Vuelta a lo Primordial',
        'Felipe II',
        'Rómulo y Remo',
        'Cathbadh el Druida (Rework)',
        'Nuh',
        'Dragón Dorado',
        'Rayos',
        'Daga de Bote',
        'Joyero',
        'Eolo',
        'Forma de Toro',
        'Curandera',
        'Caballo Lunar',
        'Furias',
        'Urisk',
      ],
      limitedOne: [
        'Tótem de Nwyre',
        'César Augusto',
        'Gaitas',
        'Baal-Zaphon',
        'Helios',
        'Carmix',
        'Bennu',
        'Leucrota',
        'Druida Maldito',
        'Qer-Her',
        'Antorcha Olímpica',
        'Ulster',
        'Rito de Atón',
        'Aceite de Oliva',
        'Marmita Druida (Rework)',
        'Beni Hassam',
        'Pwyll',
        'Jinetes de Fuego',
        'Morir de Pie',
        'Yelmo Alejandrino',
        'Kobold',
        'Montuhopet II',
        'Jeroglíficos',
      ],
      limitedTwo: [
        'Fe Sin Límite',
        'Idmon el Adivino',
        'Amergin el Druida',
        'Tebas',
        'Mercaderes',
        'Red de Plata',
        'Nut',
        'Rea',
        'País sin Luz',
        'Qadesh',
        "Ma'arrat an-Numán",
        'Afrodita',
        'Haquika',
        'Zagreus',
        'Papiros de Lahún',
        'Corona del Día',
        'Ptolomeo II',
        'Panteón',
        'Amosis I',
        'Cantobele',
        'Alejandro Magno',
        'Ofrenda a los Dioses',
        'La Ilíada',
      ],
    },
  },
  {
    key: 'racialLibre',
    name: 'Racial Libre - Primer Bloque',
    effectiveDate: DECEMBER_2025,
    rules: {
      minAllies: 16,
      maxCard: 50,
      // One race, any Primer Bloque edition (ADR 0016: andreuvv/premier_mitologico, formats).
      oneRace: true,
      banned: [
        'Curandera',
        'Caballo Lunar',
        'Joyero',
        'Felipe II',
        'Duendes',
        'Juglares',
        'Tótem de Nwyre',
        'Eolo',
        'Marco Antonio',
        'Red de Aracne',
        'Rómulo y Remo',
        'Hogar de Demonios',
        'Dalriada (Rework)',
        'Carro Celta',
        'Fergus',
        'Cathbadh el Druida (Rework)',
        'Absalon',
        'Amón',
      ],
      limitedOne: [
        'Mercaderes',
        'Aceite de Oliva',
        'Hechiceros del Caos',
        'Baal-Zaphon',
        'Antorcha Olímpica',
        'Gaitas',
        'Bennu',
        'La Traición de Macalpin',
        'Qer-Her',
        'País sin Luz',
        'Bas-Pef',
        'Gruagash',
        'Nuh',
        'Avalon',
        'Marmita Druida (Rework)',
        'Druida Maldito',
      ],
      limitedTwo: [
        'Monte Kilgharrah',
        'Panteón',
        'Morir de Pie',
        'Jinetes de Fuego',
        'Renfield',
        'Corona de Arturo',
        'La Ilíada',
        'Kobold',
        'Haquika',
        'Bruja Anís',
        'Corona del Día',
        'Ulster',
        'Mineros de Lapislázuli',
        'Herrero',
        'Amergin el Druida',
        'Bec de Corbin',
        'Averix el Sabio',
        'Goblin Stone',
        'Goblin',
        'Duque Godofredo',
      ],
    },
  },
  {
    key: 'formatoLibre',
    name: 'Formato Libre - Primer Bloque',
    effectiveDate: DECEMBER_2025,
    rules: {
      minAllies: 0,
      maxCard: 50,
      banned: [
        'Absalon',
        'Cadena Espiritual',
        'Curandera',
        'Guerrero de la Libertad',
        'Hogar de Demonios',
        'Juglares',
        'Rómulo y Remo',
        'Tótem de Nwyre',
      ],
      limitedOne: ['Bennu'],
      limitedTwo: [],
    },
  },
];

/** The switches a format's rules can carry (issue 15). */
const SWITCH_NAMES = ['oneRace', 'oneBlock', 'minAlliesRequired', 'minAlliesCountedTypes'] as const;

/**
 * A format stored before its rules were data (issue 15) carries no switch at all: one with a
 * built-in format's key takes that format's switches, so a visitor's saved copy of Racial
 * Edición keeps its block and race rules. A format with any switch is left as it is.
 */
export function addMissingBuiltInSwitches(banlist: Banlist): Banlist {
  const builtIn = BUILT_IN_BANLISTS.find((candidate) => candidate.key === banlist.key);
  const hasSwitches = SWITCH_NAMES.some((name) => banlist.rules[name] !== undefined);
  if (builtIn === undefined || hasSwitches) return banlist;
  const switches = Object.fromEntries(
    SWITCH_NAMES.flatMap((name) =>
      builtIn.rules[name] === undefined ? [] : [[name, builtIn.rules[name]]],
    ),
  );
  return { ...banlist, rules: { ...banlist.rules, ...switches } };
}
