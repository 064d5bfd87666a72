import type { Card } from '../../domain/cards/card';
import { makeCard } from './card-factory';

/** A card as the edit form sends it for creation: every field but the id. */
export function makeCardFields(overrides: Partial<Omit<Card, 'id'>> = {}): Omit<Card, 'id'> {
  const fields: Omit<Card, 'id'> & { id?: number } = { ...makeCard(overrides) };
  delete fields.id;
  return fields;
}
