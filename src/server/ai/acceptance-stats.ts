import { SUGGESTED_CARD_FIELDS, type AiStats, type SuggestedCardField } from '../../contract/ai';

/**
 * Acceptance per field (issue 8 point 6): of the saved suggestions that changed a field, the
 * share whose change the editor kept.
 */
export function summariseAcceptance(
  totals: { total: number; failed: number },
  outcomes: readonly { differences: SuggestedCardField[]; keptFields: SuggestedCardField[] }[],
): AiStats {
  const fields = SUGGESTED_CARD_FIELDS.map((field) => {
    const offered = outcomes.filter((outcome) => outcome.differences.includes(field));
    const kept = offered.filter((outcome) => outcome.keptFields.includes(field)).length;
    return {
      field,
      suggested: offered.length,
      kept,
      rate: offered.length === 0 ? 0 : kept / offered.length,
    };
  });
  return { suggestions: totals.total, failed: totals.failed, saved: outcomes.length, fields };
}
