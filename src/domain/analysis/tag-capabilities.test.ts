import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABILITY_TAGS, deriveAbilityTags, findTagAction } from '../cards/ability-tags';
import { ACTION_IDS, type ActionId } from '../cards/effect-vocabulary';
import { makeCard } from '../testing/card-factory';
import { listActionCapabilities } from './action-capabilities';
import { scoreArchetypes } from './archetypes';
import { computeDeckStats } from './deck-stats';

function ability(...acciones: object[]) {
  return {
    descripcion: 'Efecto',
    tipo_habilidad: 'activada',
    limite_por_turno: 1,
    opciones: [{ descripcion_opcion: 'Única opción', costo: [], acciones }],
  };
}

/** The tags that stand for each action in 'Capacidades del Mazo' (ADR 0023). */
const TAGS_BY_ACTION = new Map<ActionId, string[]>();
for (const tag of ABILITY_TAGS) {
  const action = findTagAction(tag.id);
  if (action !== null) TAGS_BY_ACTION.set(action, [...(TAGS_BY_ACTION.get(action) ?? []), tag.id]);
}
const UNTAGGED_ACTIONS = ACTION_IDS.filter((action) => !TAGS_BY_ACTION.has(action));

const DESTROY = { accion: 'destroy', objetivo: { selector: 'oponente', cantidad: 2 } };
const GAIN = {
  accion: 'modify_strength',
  objetivo: { selector: 'propio' },
  parametros: { cantidad: 2 },
};
const LOSE = {
  accion: 'modify_strength',
  objetivo: { selector: 'oponente' },
  parametros: { cantidad: -1 },
};
const PAY = { accion: 'pay', objetivo: { selector: 'propio' } };

describe("'Capacidades del Mazo' and the ability tags", () => {
  it.each([
    {
      name: 'an uncorrected card counts its structured actions',
      card: { habilidades: [ability(DESTROY, PAY)], etiquetas: null },
      counts: {
        destroy: { total: 2, own: 0, opponent: 2, other: 0 },
        pay: { total: 1, own: 1, opponent: 0, other: 0 },
      },
    },
    {
      name: "a correction without 'destruye' drops the destroy action but keeps untagged ones",
      card: { habilidades: [ability(DESTROY, PAY)], etiquetas: [] },
      counts: { pay: { total: 1, own: 1, opponent: 0, other: 0 } },
    },
    {
      name: "a correction adding 'roba' to a card without effects counts one draw on no side",
      card: { habilidades: [], etiquetas: ['roba'] },
      counts: { draw: { total: 1, own: 0, opponent: 0, other: 1 } },
    },
    {
      name: "keeping 'gana fuerza' without 'quita fuerza' counts only the gain",
      card: { habilidades: [ability(GAIN, LOSE)], etiquetas: ['gana-fuerza'] },
      counts: { modify_strength: { total: 2, own: 2, opponent: 0, other: 0 } },
    },
    {
      name: "adding 'imbloqueable' beside the effects' 'destruye' counts a prevention too",
      card: { habilidades: [ability(DESTROY)], etiquetas: ['destruye', 'imbloqueable'] },
      counts: {
        destroy: { total: 2, own: 0, opponent: 2, other: 0 },
        prevent: { total: 1, own: 0, opponent: 0, other: 1 },
      },
    },
    {
      name: "'genera oro' and 'reduce coste' stand for no action",
      card: { habilidades: [], etiquetas: ['genera-oro', 'reduce-coste'] },
      counts: {},
    },
  ])('$name', ({ card, counts }) => {
    expect(computeDeckStats([makeCard(card)]).detailedActions).toEqual(counts);
  });

  it("lowers the Control score when an editor removes a card's 'destruye'", () => {
    const destroyer = makeCard({ habilidades: [ability(DESTROY)] });
    const corrected = { ...destroyer, etiquetas: [] };

    expect(scoreArchetypes([destroyer]).control).toBe(12);
    expect(scoreArchetypes([corrected]).control).toBe(0);
  });

  const actionArbitrary = fc.record({
    accion: fc.constantFrom<string>(...ACTION_IDS, 'Robar', 'volar'),
    objetivo: fc.record({ selector: fc.constantFrom('propio', 'oponente', 'cualquiera') }),
    parametros: fc.record(
      {
        cantidad: fc.constantFrom(-2, 1, 2, '3'),
        origen: fc.constantFrom('GRAVEYARD', 'DECK'),
        destino: fc.constantFrom('ORO_RESERVE', 'HAND'),
        efecto: fc.constantFrom('destroy', 'bloquear', 'atacar'),
        referencia: fc.constantFrom('esta_carta', 'portador'),
      },
      { requiredKeys: [] },
    ),
  });
  const cardArbitrary = fc.record({
    habilidades: fc
      .array(fc.array(actionArbitrary, { maxLength: 4 }), { maxLength: 3 })
      .map((abilities) => abilities.map((actions) => ability(...actions))),
    etiquetas: fc.option(fc.subarray(ABILITY_TAGS.map((tag) => tag.id)), { nil: null }),
  });

  it('counts an action exactly when the card carries a tag standing for it', () => {
    fc.assert(
      fc.property(cardArbitrary, (fields) => {
        const card = makeCard(fields);
        const tags = card.etiquetas ?? deriveAbilityTags(card.habilidades);
        const capabilities = computeDeckStats([card]).detailedActions;
        for (const [action, actionTags] of TAGS_BY_ACTION) {
          const isCarried = actionTags.some((tag) => tags.includes(tag));
          expect((capabilities[action]?.total ?? 0) > 0).toBe(isCarried);
        }
      }),
    );
  });

  it('shows every carried tag that stands for an action in the grid', () => {
    fc.assert(
      fc.property(cardArbitrary, (fields) => {
        const card = makeCard(fields);
        const shown = listActionCapabilities(computeDeckStats([card]).detailedActions).map(
          (capability) => capability.action,
        );
        for (const tag of card.etiquetas ?? deriveAbilityTags(card.habilidades)) {
          const action = findTagAction(tag);
          if (action !== null) expect(shown).toContain(action);
        }
      }),
    );
  });

  it('counts the same for a correction equal to the derived tags as for no correction', () => {
    fc.assert(
      fc.property(cardArbitrary, (fields) => {
        const card = makeCard({ ...fields, etiquetas: null });
        const restated = makeCard({ ...fields, etiquetas: deriveAbilityTags(fields.habilidades) });
        expect(computeDeckStats([restated])).toEqual(computeDeckStats([card]));
      }),
    );
  });

  it('never lets a correction change the actions no tag stands for', () => {
    fc.assert(
      fc.property(cardArbitrary, (fields) => {
        const corrected = computeDeckStats([makeCard(fields)]).detailedActions;
        const uncorrected = computeDeckStats([
          makeCard({ ...fields, etiquetas: null }),
        ]).detailedActions;
        for (const action of UNTAGGED_ACTIONS)
          expect(corrected[action]).toEqual(uncorrected[action]);
      }),
    );
  });
});
