import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ABILITY_TAGS,
  adoptDerivedTags,
  deriveAbilityTags,
  findAbilityTag,
  findTagAction,
  isAbilityTagId,
  listCardTags,
  sortAbilityTagIds,
  tagEffectAction,
} from './ability-tags';
import type { Card } from './card';
import { ACTION_IDS } from './effect-vocabulary';

/** One ability holding the given actions, in the shape of SPEC §3. */
function ability(...acciones: object[]): object {
  return {
    descripcion: 'Prueba',
    tipo_habilidad: 'activada',
    limite_por_turno: 1,
    fase_activacion: [],
    trigger: [],
    opciones: [{ descripcion_opcion: 'Prueba', costo: [], acciones }],
  };
}

const ALLY = {
  selector: 'oponente',
  cantidad: 1,
  filtros: [{ propiedad: 'tipo', valor: 'aliado' }],
};

describe('the tag vocabulary', () => {
  it('has lowercase ascii slugs, Spanish labels and one-sentence descriptions', () => {
    for (const tag of ABILITY_TAGS) {
      expect(tag.id).toMatch(/^[a-z]+(?:-[a-z]+)*$/u);
      expect(tag.label).toBe(tag.id.replaceAll('-', ' '));
      expect(tag.description).toMatch(/^[A-ZÁÉÍÓÚ].*\.$/u);
    }
    expect(new Set(ABILITY_TAGS.map((tag) => tag.id)).size).toBe(ABILITY_TAGS.length);
  });

  it.each(ABILITY_TAGS.map((tag) => tag.id))('knows %s as a tag id', (id) => {
    expect(isAbilityTagId(id)).toBe(true);
  });

  it.each(['', 'Roba', 'genera oro', 'vuela', 'draw'])('rejects %j as a tag id', (value) => {
    expect(isAbilityTagId(value)).toBe(false);
  });

  it('names an action of the vocabulary for every tag read from a verb', () => {
    for (const tag of ABILITY_TAGS) {
      const action = findTagAction(tag.id);
      if (action !== null) expect(ACTION_IDS).toContain(action);
    }
    expect(findTagAction('genera-oro')).toBeNull();
    expect(findTagAction('reduce-coste')).toBeNull();
  });
});

describe('tagEffectAction', () => {
  it.each([
    { name: 'draw is roba', action: { accion: 'draw' }, tag: 'roba' },
    { name: "the Spanish verb 'Robar' is roba", action: { accion: 'Robar' }, tag: 'roba' },
    { name: 'search is busca', action: { accion: 'search' }, tag: 'busca' },
    {
      name: 'put_into_play is pone en juego',
      action: { accion: 'put_into_play' },
      tag: 'pone-en-juego',
    },
    { name: 'destroy is destruye', action: { accion: 'destroy', objetivo: ALLY }, tag: 'destruye' },
    { name: 'banish is destierra', action: { accion: 'banish' }, tag: 'destierra' },
    { name: 'nullify is anula', action: { accion: 'nullify' }, tag: 'anula' },
    { name: 'cancel is cancela', action: { accion: 'cancel' }, tag: 'cancela' },
    { name: 'discard is descarta', action: { accion: 'discard' }, tag: 'descarta' },
    { name: 'mill is bota', action: { accion: 'mill' }, tag: 'bota' },
    { name: 'shuffle_into_deck is baraja', action: { accion: 'shuffle_into_deck' }, tag: 'baraja' },
    {
      name: 'return_to_hand from play is vuelve a la mano',
      action: { accion: 'return_to_hand', objetivo: ALLY, parametros: { destino: 'HAND' } },
      tag: 'vuelve-a-la-mano',
    },
    {
      name: 'return_to_hand from the graveyard (origen) is recupera',
      action: { accion: 'return_to_hand', parametros: { origen: 'GRAVEYARD', destino: 'HAND' } },
      tag: 'recupera',
    },
    {
      name: 'return_to_hand of a target in the graveyard is recupera',
      action: {
        accion: 'return_to_hand',
        objetivo: { selector: 'propio', filtros: [{ propiedad: 'zona', valor: 'GRAVEYARD' }] },
      },
      tag: 'recupera',
    },
    {
      name: 'a positive strength change is gana fuerza',
      action: { accion: 'modify_strength', parametros: { cantidad: 2 } },
      tag: 'gana-fuerza',
    },
    {
      name: 'a strength change without an amount is gana fuerza',
      action: { accion: 'modify_strength' },
      tag: 'gana-fuerza',
    },
    {
      name: 'a negative strength change is quita fuerza',
      action: { accion: 'modify_strength', parametros: { cantidad: -2 } },
      tag: 'quita-fuerza',
    },
    {
      name: "a negative amount written as text ('-1') is quita fuerza",
      action: { accion: 'modify_strength', parametros: { cantidad: '-1' } },
      tag: 'quita-fuerza',
    },
    {
      name: 'preventing damage is previene',
      action: { accion: 'prevent', parametros: { tipo_dano: 'combate', referencia: 'portador' } },
      tag: 'previene',
    },
    {
      name: "preventing this card's destruction is indestructible",
      action: { accion: 'prevent', parametros: { efecto: 'destroy', referencia: 'esta_carta' } },
      tag: 'indestructible',
    },
    {
      name: "preventing the bearer's destruction ('destruir') is indestructible",
      action: { accion: 'prevent', parametros: { efecto: 'destruir', referencia: 'portador' } },
      tag: 'indestructible',
    },
    {
      name: 'preventing blocks of this card is imbloqueable',
      action: { accion: 'prevent', parametros: { efecto: 'bloquear', referencia: 'esta_carta' } },
      tag: 'imbloqueable',
    },
    {
      name: "preventing any ally's blocks is previene, not imbloqueable",
      action: { accion: 'prevent', objetivo: ALLY, parametros: { efecto: 'bloquear' } },
      tag: 'previene',
    },
    {
      name: 'preventing attacks is previene',
      action: { accion: 'prevent', parametros: { efecto: 'atacar', duracion: 'fin_del_turno' } },
      tag: 'previene',
    },
    { name: 'consider has no tag', action: { accion: 'consider' }, tag: null },
    { name: 'pay has no tag', action: { accion: 'pay' }, tag: null },
    { name: 'negate has no tag', action: { accion: 'negate' }, tag: null },
    { name: 'an unknown verb has no tag', action: { accion: 'volar' }, tag: null },
  ])('$name', ({ action, tag }) => {
    expect(tagEffectAction(action)).toBe(tag);
  });
});

describe('deriveAbilityTags', () => {
  it.each([
    { name: 'no effects', habilidades: [], tags: [] },
    { name: 'null', habilidades: null, tags: [] },
    { name: 'invalid JSON text', habilidades: '[{"accion": ', tags: [] },
    { name: 'a JSON object that is not a list', habilidades: '{"accion":"draw"}', tags: [] },
    {
      name: 'a JSON string holding effects',
      habilidades: JSON.stringify([ability({ accion: 'draw' })]),
      tags: ['roba'],
    },
    {
      name: 'several actions, in vocabulary order and without duplicates',
      habilidades: [
        ability({ accion: 'destroy' }, { accion: 'draw' }),
        ability({ accion: 'draw' }, { accion: 'cancel' }),
      ],
      tags: ['roba', 'destruye', 'cancela'],
    },
    {
      name: 'a search putting a gold into the reserve: busca and genera oro',
      habilidades: [ability({ accion: 'search', parametros: { destino: 'ORO_RESERVE' } })],
      tags: ['busca', 'genera-oro'],
    },
    {
      name: 'a search putting a gold into the hand: only busca',
      habilidades: [ability({ accion: 'search', parametros: { destino: 'HAND' } })],
      tags: ['busca'],
    },
    {
      name: 'actions nested inside an action',
      habilidades: [ability({ accion: 'choose', parametros: { then: [{ accion: 'banish' }] } })],
      tags: ['destierra'],
    },
  ])('derives $tags from $name', ({ habilidades, tags }) => {
    expect(deriveAbilityTags(habilidades)).toEqual(tags);
  });

  it('gives known ids in vocabulary order without duplicates for any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const tags = deriveAbilityTags(value);
        expect(tags).toEqual(sortAbilityTagIds(tags));
        expect(tags.every(isAbilityTagId)).toBe(true);
      }),
    );
  });

  it('tags every action that has a tag, whatever other actions surround it', () => {
    const verbs = fc.constantFrom(...ACTION_IDS, 'volar');
    fc.assert(
      fc.property(fc.array(verbs, { maxLength: 6 }), (accions) => {
        const actions = accions.map((accion) => ({ accion }));
        const expected = sortAbilityTagIds(
          actions.flatMap((action) => tagEffectAction(action) ?? []),
        );
        expect(deriveAbilityTags([ability(...actions)])).toEqual(expected);
      }),
    );
  });
});

describe('listCardTags', () => {
  const drawing = [ability({ accion: 'draw' })];

  it.each([
    { name: 'follows the effects when etiquetas is null', etiquetas: null, tags: ['roba'] },
    { name: "follows the editor's correction", etiquetas: ['destruye'], tags: ['destruye'] },
    { name: 'takes an empty correction as no tags', etiquetas: [], tags: [] },
  ])('$name', ({ etiquetas, tags }) => {
    expect(listCardTags({ habilidades: drawing, etiquetas })).toEqual(tags);
  });

  it('follows the effects for a card saved before tags existed', () => {
    const saved: Pick<Card, 'habilidades' | 'etiquetas'> = JSON.parse(
      JSON.stringify({ habilidades: drawing }),
    );
    expect(listCardTags(saved)).toEqual(['roba']);
  });

  it('derives once per card object', () => {
    const card = { habilidades: drawing, etiquetas: null };
    expect(listCardTags(card)).toBe(listCardTags(card));
  });
});

describe('adoptDerivedTags', () => {
  it('gives listCardTags the tags derived elsewhere, without decoding the effects again', () => {
    // Effects that would derive 'roba': the adopted list is what the card reads.
    const card = { habilidades: JSON.stringify([ability({ accion: 'draw' })]), etiquetas: null };
    const adopted = ['busca', 'destruye'];
    adoptDerivedTags([card], [adopted]);
    expect(listCardTags(card)).toBe(adopted);
    expect(Object.isFrozen(adopted)).toBe(true);
  });

  it("keeps an editor's tags and tags already known", () => {
    const corrected = { habilidades: [], etiquetas: ['anula'] };
    const known = { habilidades: [ability({ accion: 'draw' })], etiquetas: null };
    const knownTags = listCardTags(known);
    adoptDerivedTags([corrected, known], [['roba'], ['busca']]);
    expect(listCardTags(corrected)).toEqual(['anula']);
    expect(listCardTags(known)).toBe(knownTags);
  });
});

describe('findAbilityTag', () => {
  it.each([
    { text: 'genera-oro', id: 'genera-oro' },
    { text: 'Genera Oro', id: 'genera-oro' },
    { text: 'generaoro', id: 'genera-oro' },
    { text: '  ROBA ', id: 'roba' },
    { text: 'vuelve a la mano', id: 'vuelve-a-la-mano' },
    { text: 'Imbloqueáble', id: 'imbloqueable' },
    { text: 'roba cartas', id: undefined },
    { text: 'vuela', id: undefined },
    { text: '', id: undefined },
  ])('finds $id for $text', ({ text, id }) => {
    expect(findAbilityTag(text)?.id).toBe(id);
  });

  it('finds every tag by its label in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ABILITY_TAGS), fc.boolean(), (tag, upper) => {
        const text = upper ? tag.label.toUpperCase() : tag.label;
        expect(findAbilityTag(text)).toBe(tag);
      }),
    );
  });
});
