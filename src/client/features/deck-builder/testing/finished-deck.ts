import type { Card } from '../../../../domain/cards/card';
import { makeCard } from '../../../testing/card-factory';

const vanillaGold = makeCard({
  id: 900,
  nombre: 'Oro Puro',
  tipo: 'oro',
  coste: null,
  fuerza: null,
  raza: null,
  habilidad: null,
});
const talismans = Array.from({ length: 14 }, (_, index) =>
  makeCard({ id: 901 + index, nombre: `Talismán ${index + 1}`, tipo: 'talisman', raza: null }),
);

/** What a finished deck needs besides its allies: an Oro sin habilidad and talismans of Espada Sagrada. */
export const FINISHING_CARDS: readonly Card[] = [vanillaGold, ...talismans];

/**
 * The card ids of a deck the built-in racial formats take as finished (ADR 0016: exactly 50
 * cards, at least one Oro sin habilidad) while it stays under their guide of 16 allies: three
 * copies of each ally given, three Oros sin habilidad, then talismans up to 50. Its cards must
 * be in the catalogue with FINISHING_CARDS.
 */
export function finishDeck(allyIds: readonly number[]): number[] {
  const ids = [...allyIds, vanillaGold.id, ...talismans.map((card) => card.id)].flatMap((id) => [
    id,
    id,
    id,
  ]);
  if (ids.length < 50) throw new Error('Not enough cards to finish the deck');
  return ids.slice(0, 50);
}
