import { z } from 'zod';
import { banlistRulesSchema, storedBanlistSchema } from '../../../contract/banlists';
import type { Banlist } from '../../../domain/banlists/banlist';
import {
  findBanlistSetProblems,
  type BanlistSetProblem,
} from '../../../domain/banlists/banlist-set-validation';
import { findCardListConflicts } from '../../../domain/banlists/exclusive-card-lists';

/** Name of the file 'Descargar' writes and the upload expects (SPEC §2). */
export const BANLISTS_FILE_NAME = 'banlists.json';

export type BanlistFileRead =
  { ok: true; banlists: Banlist[] } | { ok: false; problems: BanlistSetProblem[] };

const spanishMessages = z.locales.es().localeError;

// zod's Spanish locale is generic ('Inválido fecha ISO'); the fields a person edits by hand get
// plainer words, everything else keeps the locale's message.
const describeIssue: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Falta este campo.';
  if (issue.code === 'invalid_format' && issue.format === 'date') {
    return 'Debe ser una fecha con el formato AAAA-MM-DD.';
  }
  if (issue.code === 'invalid_format' && issue.format === 'regex') {
    return 'La clave no puede estar vacía ni contener espacios.';
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return 'No puede estar vacío.';
  return spanishMessages(issue);
};

/** A field path the way it is written in the file: rules.banned[3]. */
function formatFieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((field, part) => {
    if (typeof part === 'number') return `${field}[${part}]`;
    return field === '' ? String(part) : `${field}.${String(part)}`;
  }, '');
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function fileProblem(reason: string): BanlistSetProblem[] {
  return [{ index: null, field: '', reason }];
}

/** The entries of the file: a list of banlists, or the object keyed by key kept in storage. */
function listEntries(value: unknown): { storedKey: string | null; entry: unknown }[] | null {
  if (Array.isArray(value)) return value.map((entry: unknown) => ({ storedKey: null, entry }));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).map(([storedKey, entry]) => ({ storedKey, entry }));
  }
  return null;
}

/**
 * Reads an uploaded banlists.json: a list of banlists as 'Descargar' writes it (or the object
 * keyed by key that `mysticBanlists` holds). Each banlist goes through the API's own schema and
 * then the domain's rules for a whole set; every problem is returned, so that the visitor can
 * fix the file in one go, and no banlist is returned unless the whole file is valid.
 */
export function readBanlistFile(text: string): BanlistFileRead {
  const json = readJson(text);
  if (!json.ok) return { ok: false, problems: fileProblem('El archivo no es JSON válido.') };
  const entries = listEntries(json.value);
  if (entries === null) {
    return {
      ok: false,
      problems: fileProblem('El archivo debe contener una lista de banlists.'),
    };
  }
  const readEntries: (Banlist | null)[] = [];
  const problems: BanlistSetProblem[] = [];
  entries.forEach(({ storedKey, entry }, index) => {
    const parsed = storedBanlistSchema.safeParse(entry, { error: describeIssue });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ index, field: formatFieldPath(issue.path), reason: issue.message });
      }
      problems.push(...findRulesConflicts(entry, index));
      readEntries.push(null);
      return;
    }
    if (storedKey !== null && storedKey !== parsed.data.key) {
      problems.push({
        index,
        field: 'key',
        reason: `No coincide con "${storedKey}", la clave bajo la que está guardada.`,
      });
    }
    readEntries.push(parsed.data);
  });
  problems.push(...findBanlistSetProblems(readEntries));
  if (problems.length > 0) return { ok: false, problems: sortProblems(problems) };
  return { ok: true, banlists: readEntries.filter((banlist) => banlist !== null) };
}

// A banlist refused for its key or name may still have readable lists; their one-list problems
// are listed now rather than after the next upload.
function findRulesConflicts(entry: unknown, index: number): BanlistSetProblem[] {
  const rules = z.object({ rules: banlistRulesSchema }).safeParse(entry);
  if (!rules.success) return [];
  return findCardListConflicts(rules.data.rules).map((conflict) => ({
    index,
    field: `rules.${conflict.list}[${conflict.position}]`,
    reason: conflict.reason,
  }));
}

// In file order (sort is stable), so the list reads top to bottom alongside the file.
function sortProblems(problems: BanlistSetProblem[]): BanlistSetProblem[] {
  return [...problems].sort((a, b) => (a.index ?? -1) - (b.index ?? -1));
}

/** The content of banlists.json: every banlist as stored, with its lists as arrays. */
export function serializeBanlists(banlists: readonly Banlist[]): string {
  const stored = banlists.map(({ key, name, effectiveDate, rules }) => ({
    key,
    name,
    effectiveDate,
    rules,
  }));
  return `${JSON.stringify(stored, null, 2)}\n`;
}
