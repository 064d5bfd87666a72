import { z } from 'zod';
import { storableCardSchema } from '../../contract/stored-card-fields';
import type { Card } from '../../domain/cards/card';

/** One thing wrong with a catalogue file: which record (null for the file itself), which field, why. */
export interface CatalogueProblem {
  index: number | null;
  field: string;
  reason: string;
}

export type CatalogueValidation =
  { ok: true; cards: Card[] } | { ok: false; problems: CatalogueProblem[] };

const spanishErrors = z.locales.es().localeError;

/**
 * Checks a whole catalogue strictly against the card schema (no coercion of numeric strings) and
 * reports every bad record with its position, field and reason; ids must be unique.
 */
export function validateCatalogue(input: unknown): CatalogueValidation {
  if (!Array.isArray(input)) {
    return {
      ok: false,
      problems: [
        { index: null, field: '', reason: 'El catálogo debe ser una lista (array) de cartas.' },
      ],
    };
  }
  const problems: CatalogueProblem[] = [];
  const cards: Card[] = [];
  const firstIndexById = new Map<number, number>();
  input.forEach((record: unknown, index) => {
    const parsed = storableCardSchema.safeParse(record, { error: spanishErrors });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ index, field: issue.path.map(String).join('.'), reason: issue.message });
      }
      return;
    }
    const earlier = firstIndexById.get(parsed.data.id);
    if (earlier !== undefined) {
      problems.push({
        index,
        field: 'id',
        reason: `El id ${parsed.data.id} ya aparece en la posición ${earlier}.`,
      });
      return;
    }
    firstIndexById.set(parsed.data.id, index);
    cards.push(parsed.data);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, cards };
}

/** One line per problem, in Spanish, for the import script and the server log. */
export function formatCatalogueProblem(problem: CatalogueProblem): string {
  const where = problem.index === null ? 'Archivo' : `Carta en la posición ${problem.index}`;
  const field = problem.field === '' ? '' : `, campo «${problem.field}»`;
  return `${where}${field}: ${problem.reason}`;
}
