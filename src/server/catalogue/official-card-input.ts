/**
 * The official card database's files as the import reads them (ADR 0013). Shape learnt from
 * borisbelmar/myl-scripts (commit 5930019c5c0b215cbf01723b3ea9c466d590eb0d, read 2026-11-23):
 * `data/<edition>.json` is the official API's answer for one edition, `{ status, code, races,
 * rarities, types, keywords, edition, cards }`; beside `data/` are the merged lists
 * `editions.json`, `races.json`, `types.json` (and `rarities.json`, `keywords.json`, which our
 * card format does not use). Every id in them is a decimal string.
 */
import { z } from 'zod';
import { isCardType, type CardType } from '../../domain/cards/card';
import { normalizeName } from '../../domain/cards/card-name';

/** One parsed JSON file and the path it came from (named in problems). */
export interface OfficialFile {
  file: string;
  data: unknown;
}

/** What the mapper needs: the edition files and the lists beside them, parsed. */
export interface OfficialCardFilesInput {
  /** One file per edition: `{ edition, cards, … }`. */
  editionFiles: readonly OfficialFile[];
  /** editions.json: every edition, newest first; gives the release order. */
  editions: OfficialFile;
  /** races.json; null to use the `races` list inside each edition file. */
  races: OfficialFile | null;
  /** types.json; null to use the `types` list inside each edition file. */
  types: OfficialFile | null;
}

/** One thing wrong: which file, which record of its `cards` (null for the file), field, why. */
export interface OfficialFileProblem {
  file: string;
  index: number | null;
  field: string;
  reason: string;
}

const spanishErrors = z.locales.es().localeError;

/** The official ids: decimal strings ("1277"); numbers are read the same way. */
const officialIdSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1));

const listEntrySchema = z.object({
  id: officialIdSchema,
  slug: z.string().nullish(),
  name: z.string(),
});

const listSchema = z.array(listEntrySchema);

type ListEntry = z.infer<typeof listEntrySchema>;

const editionEntrySchema = z.object({
  id: officialIdSchema,
  title: z.string().trim().min(1),
  order: z.union([z.string(), z.number()]).nullish(),
  date_release: z.string().nullish(),
});

/** One edition file; its cards are checked one by one so each problem has a position. */
const editionFileSchema = z.object({
  edition: editionEntrySchema,
  cards: z.array(z.unknown()),
  races: z.array(z.unknown()).nullish(),
  types: z.array(z.unknown()).nullish(),
});

export type EditionFile = z.infer<typeof editionFileSchema> & { file: string };

/** One card of an edition file; texts and numbers are judged by the mapper. */
export const officialCardSchema = z.object({
  id: officialIdSchema.nullish(),
  edid: officialIdSchema.nullish(),
  name: z.string().nullish(),
  type: officialIdSchema.nullish(),
  race: officialIdSchema.nullish(),
  cost: z.union([z.string(), z.number()]).nullish(),
  damage: z.unknown(),
  ability: z.string().nullish(),
  flavour: z.string().nullish(),
  ed_edid: officialIdSchema.nullish(),
  /** Not in the 2023 dump; read if a file carries it. */
  illustrator: z.string().nullish(),
});

export type OfficialCard = z.infer<typeof officialCardSchema>;

/** zod's Spanish issues as problems of one file (and one card when `index` is given). */
export function parseOfficial<T>(
  schema: z.ZodType<T>,
  data: unknown,
  file: string,
  index: number | null,
  problems: OfficialFileProblem[],
): T | null {
  const parsed = schema.safeParse(data, { error: spanishErrors });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    problems.push({ file, index, field: issue.path.map(String).join('.'), reason: issue.message });
  }
  return null;
}

/** Reads every edition file's `edition` and `cards`; a file of another shape is a problem. */
export function parseEditionFiles(
  files: readonly OfficialFile[],
  problems: OfficialFileProblem[],
): EditionFile[] {
  const parsed: EditionFile[] = [];
  for (const { file, data } of files) {
    const edition = parseOfficial(editionFileSchema, data, file, null, problems);
    if (edition !== null) parsed.push({ ...edition, file });
  }
  return parsed;
}

/** A list file, or the same list merged from the edition files (first entry of an id wins). */
function readList(
  listFile: OfficialFile | null,
  key: 'races' | 'types',
  fileName: string,
  editionFiles: readonly EditionFile[],
  problems: OfficialFileProblem[],
): ListEntry[] {
  if (listFile !== null) {
    return parseOfficial(listSchema, listFile.data, listFile.file, null, problems) ?? [];
  }
  const merged = new Map<string, ListEntry>();
  for (const editionFile of editionFiles) {
    const list = editionFile[key];
    if (list === null || list === undefined) continue;
    const entries = parseOfficial(listSchema, list, editionFile.file, null, problems) ?? [];
    for (const entry of entries) if (!merged.has(entry.id)) merged.set(entry.id, entry);
  }
  if (merged.size === 0 && editionFiles.length > 0) {
    problems.push({
      file: fileName,
      index: null,
      field: '',
      reason: `Falta ${fileName} y los archivos de edición no traen la lista «${key}».`,
    });
  }
  return [...merged.values()];
}

/** An official type: one of our five, or null when the game has it but our catalogue does not. */
export interface OfficialType {
  name: string;
  tipo: CardType | null;
}

function toCardType(entry: ListEntry): CardType | null {
  for (const label of [entry.slug ?? '', entry.name]) {
    const normalized = normalizeName(label);
    if (isCardType(normalized)) return normalized;
  }
  return null;
}

/** The official 'Sin Raza' entry (slug 'noraza'): an ally without a race, so `raza` null. */
function isNoRace(entry: ListEntry): boolean {
  return entry.slug === 'noraza' || normalizeName(entry.name) === 'sin raza';
}

export interface OfficialLists {
  typeById: ReadonlyMap<string, OfficialType>;
  /** Race names as the official list writes them ('Dragón'); null for 'Sin Raza'. */
  raceById: ReadonlyMap<string, string | null>;
  /** Release rank of each edition id, 0 for the first released. */
  releaseRankById: ReadonlyMap<string, number>;
}

type EditionEntry = z.infer<typeof editionEntrySchema>;

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function orderNumber(entry: EditionEntry): number {
  const order = Number(entry.order);
  return Number.isFinite(order) ? order : 0;
}

/**
 * Release order: by `date_release`, then `order`, then the list read backwards, because
 * editions.json lists the newest first and gives every Primer Bloque edition the same
 * placeholder date (1990-01-01) and order (1).
 */
function rankReleases(editions: readonly EditionEntry[]): Map<string, number> {
  const ranked = editions
    .map((entry, position) => ({ entry, position }))
    .sort(
      (a, b) =>
        compareText(a.entry.date_release ?? '', b.entry.date_release ?? '') ||
        orderNumber(a.entry) - orderNumber(b.entry) ||
        b.position - a.position,
    );
  const rankById = new Map<string, number>();
  ranked.forEach(({ entry }, rank) => {
    if (!rankById.has(entry.id)) rankById.set(entry.id, rank);
  });
  return rankById;
}

/** The type, race and edition lookups; problems for lists that cannot be read. */
export function readOfficialLists(
  input: OfficialCardFilesInput,
  editionFiles: readonly EditionFile[],
  problems: OfficialFileProblem[],
): OfficialLists {
  const types = readList(input.types, 'types', 'types.json', editionFiles, problems);
  const races = readList(input.races, 'races', 'races.json', editionFiles, problems);
  const editions =
    parseOfficial(
      z.array(editionEntrySchema),
      input.editions.data,
      input.editions.file,
      null,
      problems,
    ) ?? [];
  return {
    typeById: new Map(
      types.map((entry) => [entry.id, { name: entry.name, tipo: toCardType(entry) }]),
    ),
    raceById: new Map(races.map((entry) => [entry.id, isNoRace(entry) ? null : entry.name.trim()])),
    releaseRankById: rankReleases(editions),
  };
}
