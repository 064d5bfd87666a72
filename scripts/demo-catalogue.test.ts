import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cardListSchema } from '../src/contract/cards';
import { BUILT_IN_BANLISTS } from '../src/domain/banlists/built-in-banlists';
import { CARD_TYPES, type Card } from '../src/domain/cards/card';
import { normalizeName } from '../src/domain/cards/card-name';
import {
  ABILITY_TYPES,
  ACTION_IDS,
  TARGET_SELECTORS,
  TURN_PHASES,
  ZONES,
  type ActionId,
} from '../src/domain/cards/effect-vocabulary';
import type { StructuredEffect } from '../src/domain/cards/structured-effect';
import { CARD_HEIGHT, CARD_WIDTH, escapeXml } from './demo-card-frame';
import {
  DEMO_CARDS_PATH,
  DEMO_IMAGES_DIR,
  generateDemoImages,
  getDemoImageFileName,
  renderCardImage,
} from './generate-demo-images';

/** The blocks of the Primer Bloque era as the demo catalogue uses them (SPEC §3, §5). */
const BLOCK_OF_EDITION: Record<string, string> = {
  'Espada Sagrada': 'Espada Sagrada',
  Cruzadas: 'Espada Sagrada',
  'Hijos de Daana': 'Hijos de Daana',
  'Tierras Altas': 'Hijos de Daana',
  Helénica: 'Helénica',
  Imperio: 'Helénica',
};
const BLOCKLESS_EDITION = 'Edición Promocional';
const MAX_IMAGE_BYTES = 60 * 1024;
const SELF_SACRIFICE_COSTS = ['desterrar_esta_carta', 'destruir_esta_carta'];

/** Words the rules text must contain when a structured effect uses the action. */
const ACTION_WORDS: Partial<Record<ActionId, RegExp>> = {
  destroy: /destru/,
  banish: /destierr/,
  draw: /roba/,
  discard: /descart/,
  search: /busca/,
  return_to_hand: /devuelve/,
  cancel: /cancela/,
  nullify: /anula/,
  mill: /bota/,
  shuffle_into_deck: /baraj/,
  modify_strength: /fuerza/,
  prevent: /previene|no puede/,
  consider: /mira/,
};

const isKnown =
  <T extends string>(values: readonly T[]) =>
  (value: string) =>
    values.some((known) => known === value);

const zoneOrAbsentSchema = z.string().refine(isKnown(ZONES)).optional();

const structuredEffectSchema = z.object({
  descripcion: z.string().min(1),
  tipo_habilidad: z.enum(ABILITY_TYPES),
  limite_por_turno: z.union([z.int().positive(), z.literal('infinito'), z.null()]),
  fase_activacion: z.array(z.enum(TURN_PHASES)),
  trigger: z.array(z.string().min(1)),
  opciones: z
    .array(
      z.object({
        descripcion_opcion: z.string().min(1),
        costo: z.array(z.object({ tipo: z.string().min(1), cantidad: z.int().positive() })),
        acciones: z
          .array(
            z.object({
              accion: z.string().refine(isKnown(ACTION_IDS)),
              objetivo: z.object({
                selector: z.enum(TARGET_SELECTORS),
                cantidad: z.union([z.int().positive(), z.literal('todos')]),
                filtros: z.array(
                  z.union([
                    z.object({
                      propiedad: z.literal('zona'),
                      valor: z.string().refine(isKnown(ZONES)),
                    }),
                    z.object({
                      propiedad: z.string().refine((name) => name !== 'zona'),
                      valor: z.string().min(1),
                    }),
                  ]),
                ),
              }),
              parametros: z.looseObject({
                destino: zoneOrAbsentSchema,
                origen: zoneOrAbsentSchema,
              }),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
}) satisfies z.ZodType<StructuredEffect>;

const parsedCatalogue = cardListSchema.safeParse(JSON.parse(readFileSync(DEMO_CARDS_PATH, 'utf8')));
const catalogue: Card[] = parsedCatalogue.success ? parsedCatalogue.data : [];

function readEffects(card: Card): StructuredEffect[] {
  return z.array(structuredEffectSchema).parse(card.habilidades);
}

function blockOf(card: Card): string | undefined {
  return BLOCK_OF_EDITION[card.edicion];
}

function isUnique(card: Card): boolean {
  return normalizeName(card.habilidad ?? '').includes('carta unica');
}

const banlistNames = new Set(
  BUILT_IN_BANLISTS.flatMap(({ rules }) => [
    ...rules.banned,
    ...rules.limitedOne,
    ...rules.limitedTwo,
  ]).map(normalizeName),
);

function isInAnyBanlist(card: Card): boolean {
  return banlistNames.has(normalizeName(card.nombre));
}

/** SPEC §5 'AI limit rules' for limite_por_turno. */
function getExpectedLimit(card: Card, effect: StructuredEffect): number | 'infinito' | null {
  if (effect.tipo_habilidad === 'continua') return null;
  const costs = effect.opciones.flatMap((option) => option.costo.map((cost) => cost.tipo));
  const isOncePerTurn =
    card.tipo === 'talisman' ||
    effect.trigger.includes('entra_en_juego') ||
    costs.some((cost) => SELF_SACRIFICE_COSTS.includes(cost)) ||
    normalizeName(effect.descripcion).includes('una vez por turno');
  return isOncePerTurn ? 1 : 'infinito';
}

function makeCard(overrides: Partial<Card> = {}): Card {
  return {
    id: 1,
    nombre: 'Carta de Prueba',
    tipo: 'aliado',
    ruta_completa: '/images/demo/1.webp',
    edicion: 'Espada Sagrada',
    coste: 2,
    fuerza: 2,
    raza: 'Caballero',
    habilidad: 'Cuando esta carta entra en juego, roba una carta.',
    flavor_text: 'Una frase de ambientación.',
    ilustrador: 'Ilustradora de Prueba',
    habilidades: [],
    revisada: false,
    unica: null,
    etiquetas: null,
    ...overrides,
  };
}

describe('the demo catalogue', () => {
  it('validates against the card list schema', () => {
    expect(parsedCatalogue.error).toBeUndefined();
  });

  it('holds at least 130 cards numbered 1..N', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(130);
    expect(catalogue.map((card) => card.id)).toEqual(catalogue.map((_, index) => index + 1));
  });

  it('has every card type', () => {
    expect(new Set(catalogue.map((card) => card.tipo))).toEqual(new Set(CARD_TYPES));
  });

  it('spreads the cards over the three blocks and one blockless edition', () => {
    const editions = new Set(catalogue.map((card) => card.edicion));
    expect(editions).toEqual(new Set([...Object.keys(BLOCK_OF_EDITION), BLOCKLESS_EDITION]));
    const count = (block: string) => catalogue.filter((card) => blockOf(card) === block).length;
    expect(count('Espada Sagrada')).toBeGreaterThanOrEqual(60);
    expect(count('Hijos de Daana')).toBeGreaterThanOrEqual(30);
    expect(count('Helénica')).toBeGreaterThanOrEqual(18);
    const blockless = catalogue.filter((card) => card.edicion === BLOCKLESS_EDITION).length;
    expect(blockless).toBeGreaterThanOrEqual(5);
    expect(blockless).toBeLessThanOrEqual(8);
  });

  it('gives strength and race to allies only, and no cost to oros', () => {
    for (const card of catalogue) {
      const isAlly = card.tipo === 'aliado';
      expect(card.fuerza !== null, card.nombre).toBe(isAlly);
      expect(card.raza !== null, card.nombre).toBe(isAlly);
      expect(card.coste === null, card.nombre).toBe(card.tipo === 'oro');
      expect(card.coste ?? 0, card.nombre).toBeLessThanOrEqual(6);
      expect(card.fuerza ?? 0, card.nombre).toBeLessThanOrEqual(6);
    }
  });

  it('has at least eight ally races, several of them in two or more blocks', () => {
    const blocksByRace = new Map<string, Set<string>>();
    for (const card of catalogue) {
      const block = blockOf(card);
      if (card.raza === null || block === undefined) continue;
      blocksByRace.set(card.raza, (blocksByRace.get(card.raza) ?? new Set()).add(block));
    }
    expect(blocksByRace.size).toBeGreaterThanOrEqual(8);
    const sharedRaces = [...blocksByRace.values()].filter((blocks) => blocks.size >= 2);
    expect(sharedRaces.length).toBeGreaterThanOrEqual(3);
  });

  it('has at least five unique cards, with the marker written in more than one way', () => {
    const unique = catalogue.filter(isUnique);
    expect(unique.length).toBeGreaterThanOrEqual(5);
    const markers = new Set(unique.map((card) => card.habilidad?.match(/carta [uú]nica/i)?.[0]));
    expect(markers.size).toBeGreaterThanOrEqual(3);
  });

  it('names enough cards after the built-in banlists for every list of Racial Edición to bite', () => {
    expect(catalogue.filter(isInAnyBanlist).length).toBeGreaterThanOrEqual(12);
    const racialEdicion = BUILT_IN_BANLISTS.find((banlist) => banlist.key === 'racialEdicion');
    const names = new Set(catalogue.map((card) => normalizeName(card.nombre)));
    for (const list of ['banned', 'limitedOne', 'limitedTwo'] as const) {
      const present =
        racialEdicion?.rules[list].filter((name) => names.has(normalizeName(name))) ?? [];
      expect(present.length, list).toBeGreaterThanOrEqual(2);
    }
  });

  it.each([
    { block: 'Espada Sagrada', race: 'Caballero', minAllies: 7, minOthers: 12 },
    { block: 'Hijos de Daana', race: 'Faerie', minAllies: 6, minOthers: 11 },
  ])(
    'holds enough unrestricted $race cards of block $block for a legal 50-card Racial Edición deck',
    ({ block, race, minAllies, minOthers }) => {
      const pool = catalogue.filter(
        (card) => blockOf(card) === block && !isInAnyBanlist(card) && !isUnique(card),
      );
      const allyNames = new Set(
        pool
          .filter((card) => card.tipo === 'aliado' && card.raza === race)
          .map((card) => card.nombre),
      );
      const otherNames = new Set(
        pool.filter((card) => card.tipo !== 'aliado').map((card) => card.nombre),
      );
      expect(allyNames.size).toBeGreaterThanOrEqual(minAllies);
      expect(otherNames.size).toBeGreaterThanOrEqual(minOthers);
      expect(allyNames.size * 3).toBeGreaterThanOrEqual(16);
      expect((allyNames.size + otherNames.size) * 3).toBeGreaterThanOrEqual(50);
    },
  );

  it('has plain golds in every block and golds with abilities too', () => {
    const plainGolds = catalogue.filter((card) => card.tipo === 'oro' && card.habilidad === null);
    for (const block of new Set(Object.values(BLOCK_OF_EDITION))) {
      const inBlock = plainGolds.filter((card) => blockOf(card) === block);
      expect(inBlock.length, block).toBeGreaterThanOrEqual(2);
      expect(
        inBlock.every((card) => card.nombre === 'Oro'),
        block,
      ).toBe(true);
    }
    const abilityGolds = catalogue.filter((card) => card.tipo === 'oro' && card.habilidad !== null);
    expect(abilityGolds.length).toBeGreaterThanOrEqual(3);
  });

  it('marks roughly half of the cards as reviewed', () => {
    const share = catalogue.filter((card) => card.revisada).length / catalogue.length;
    expect(share).toBeGreaterThan(0.35);
    expect(share).toBeLessThan(0.65);
  });
});

describe('the structured effects of the demo catalogue', () => {
  it('exist on at least 75% of the cards, and exactly on the cards with rules text', () => {
    for (const card of catalogue) {
      expect(readEffects(card).length > 0, card.nombre).toBe(card.habilidad !== null);
    }
    const withEffects = catalogue.filter((card) => readEffects(card).length > 0).length;
    expect(withEffects / catalogue.length).toBeGreaterThanOrEqual(0.75);
  });

  it('follow the AI limit rules for limite_por_turno', () => {
    for (const card of catalogue) {
      for (const effect of readEffects(card)) {
        expect(effect.limite_por_turno, `${card.nombre}: ${effect.descripcion}`).toBe(
          getExpectedLimit(card, effect),
        );
      }
    }
  });

  it('say in the rules text what their actions do', () => {
    for (const card of catalogue) {
      const text = normalizeName(card.habilidad ?? '');
      const actions = readEffects(card).flatMap((effect) =>
        effect.opciones.flatMap((option) => option.acciones.map((action) => action.accion)),
      );
      for (const action of actions) {
        const words = ACTION_WORDS[action as ActionId];
        if (words) expect(text, `${card.nombre}: ${action}`).toMatch(words);
      }
    }
  });

  it('cover every analysis axis, aimed at both sides', () => {
    const counts = new Map<string, number>();
    for (const card of catalogue) {
      for (const effect of readEffects(card)) {
        for (const action of effect.opciones.flatMap((option) => option.acciones)) {
          const key = `${action.accion}:${action.objetivo?.selector}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
    }
    const total = (action: string) =>
      TARGET_SELECTORS.reduce(
        (sum, selector) => sum + (counts.get(`${action}:${selector}`) ?? 0),
        0,
      );
    for (const action of ['destroy', 'banish', 'discard', 'return_to_hand', 'draw', 'search']) {
      expect(total(action), action).toBeGreaterThanOrEqual(5);
    }
    for (const action of ['cancel', 'nullify'])
      expect(total(action), action).toBeGreaterThanOrEqual(3);
    expect(counts.get('modify_strength:propio') ?? 0).toBeGreaterThanOrEqual(10);
    expect(counts.get('modify_strength:oponente') ?? 0).toBeGreaterThanOrEqual(3);
    expect(counts.get('discard:propio') ?? 0).toBeGreaterThanOrEqual(2);
    expect(counts.get('discard:oponente') ?? 0).toBeGreaterThanOrEqual(5);
  });
});

describe('the demo card images', () => {
  const brokenOnPurpose = (card: Card) =>
    card.ruta_completa === null ||
    card.ruta_completa === `/images/demo/missing-${card.id}.webp` ||
    card.ruta_completa === `https://imagenes.invalid/${card.id}.jpg`;

  it('leave exactly five cards without a working image, each in one deliberate way', () => {
    const broken = catalogue.filter(brokenOnPurpose);
    expect(broken.filter((card) => card.ruta_completa === null)).toHaveLength(2);
    expect(broken.filter((card) => card.ruta_completa?.includes('/missing-'))).toHaveLength(2);
    expect(
      broken.filter((card) => card.ruta_completa?.startsWith('https://imagenes.invalid/')),
    ).toHaveLength(1);
    for (const card of broken.filter((item) => item.ruta_completa?.includes('/missing-'))) {
      expect(existsSync(path.join(DEMO_IMAGES_DIR, `missing-${card.id}.webp`))).toBe(false);
    }
  });

  it('exist for every other card, and nothing else is in the image folder', () => {
    const expected = catalogue
      .filter((card) => !brokenOnPurpose(card))
      .map((card) => {
        expect(card.ruta_completa, card.nombre).toBe(`/images/demo/${card.id}.webp`);
        return getDemoImageFileName(card);
      });
    expect(readdirSync(DEMO_IMAGES_DIR).sort()).toEqual([...expected].sort());
  });

  it('are 630×880 WebP files under 60 KB', async () => {
    for (const fileName of readdirSync(DEMO_IMAGES_DIR)) {
      const filePath = path.join(DEMO_IMAGES_DIR, fileName);
      const metadata = await sharp(filePath).metadata();
      expect(metadata.format, fileName).toBe('webp');
      expect([metadata.width, metadata.height], fileName).toEqual([CARD_WIDTH, CARD_HEIGHT]);
      expect(statSync(filePath).size, fileName).toBeLessThan(MAX_IMAGE_BYTES);
    }
  });
});

describe('the demo image generator', () => {
  const tempDirs: string[] = [];
  afterEach(async () => {
    await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('escapes the XML special characters', () => {
    expect(escapeXml(`<Tótem> & "Rey" 'Sol'`)).toBe(
      '&lt;Tótem&gt; &amp; &quot;Rey&quot; &apos;Sol&apos;',
    );
  });

  async function renderOrFail(card: Card): Promise<Buffer> {
    const result = await renderCardImage(card);
    if (!result.ok) throw new Error(result.reason);
    return result.image;
  }

  it('renders a 630×880 WebP card even when its texts carry XML special characters', async () => {
    const card = makeCard({
      nombre: 'Caballero <Rojo> & "Negro"',
      raza: "Héroe & <O'Neil>",
      edicion: 'Edición <Prueba> & Co',
      habilidad: 'Destruye un aliado de fuerza < 3 & roba "una" carta.',
      flavor_text: "«Nadie <escapa> & nadie lo cuenta.»'",
    });
    const metadata = await sharp(await renderOrFail(card)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      'webp',
      CARD_WIDTH,
      CARD_HEIGHT,
    ]);
  });

  it('renders the same bytes for the same card', async () => {
    const card = makeCard({ id: 42 });
    expect((await renderOrFail(card)).equals(await renderOrFail(card))).toBe(true);
  });

  it('refuses a name too long for one line instead of cutting it', async () => {
    const result = await renderCardImage(makeCard({ nombre: 'Nombre '.repeat(12) }));
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/no cabe en una línea/) });
  });

  it('refuses rules text too long for the text box instead of cutting it', async () => {
    const result = await renderCardImage(makeCard({ habilidad: 'Roba una carta. '.repeat(40) }));
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/no cabe en la caja/) });
  });

  it('writes only the demo images cards point at, removes stale ones and reports refusals', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-images-'));
    tempDirs.push(dir);
    await writeFile(path.join(dir, '999.webp'), 'stale');
    await writeFile(path.join(dir, 'LEEME.txt'), 'not an image');
    const cards = [
      makeCard({ id: 1, ruta_completa: '/images/demo/1.webp' }),
      makeCard({ id: 2, ruta_completa: null }),
      makeCard({ id: 3, ruta_completa: '/images/demo/missing-3.webp' }),
      makeCard({
        id: 4,
        ruta_completa: 'https://imagenes.invalid/4.jpg',
        tipo: 'oro',
        coste: null,
      }),
      makeCard({ id: 5, ruta_completa: '/images/demo/5.webp', nombre: 'Nombre '.repeat(12) }),
    ];

    const report = await generateDemoImages(cards, dir);

    expect(report).toEqual({
      written: ['1.webp'],
      removed: ['999.webp'],
      failed: [{ fileName: '5.webp', reason: expect.stringMatching(/no cabe/) }],
    });
    expect((await readdir(dir)).sort()).toEqual(['1.webp', 'LEEME.txt']);
  });
});
