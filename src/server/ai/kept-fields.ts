import { SUGGESTED_CARD_FIELDS, type SuggestedCardField } from '../../contract/ai';
import type { Database } from '../db/connect';
import { updateKeptFields } from './ai-suggestions.repository';

export type KeptFieldsRecord = { ok: true } | { ok: false; reason: 'not_found' };

const isSuggestedField = (field: string): field is SuggestedCardField =>
  (SUGGESTED_CARD_FIELDS as readonly string[]).includes(field);

/**
 * Records, when an editor saves a card, which fields they kept from an AI suggestion (issue 8
 * point 6), so `GET /api/ai/stats` can report the acceptance rate per field. Field names the
 * suggestion never proposes (id, ruta_completa) are ignored; saving again replaces the record.
 */
export async function recordKeptFields(
  db: Database,
  suggestionId: string,
  keptFields: readonly string[],
): Promise<KeptFieldsRecord> {
  const fields = [...new Set(keptFields.filter(isSuggestedField))];
  return (await updateKeptFields(db, suggestionId, fields))
    ? { ok: true }
    : { ok: false, reason: 'not_found' };
}
