/**
 * Maps the official card database's files to our card JSON (issue 14 item 3, ADR 0013). Pure: the
 * files come parsed (official-card-files-reader.ts reads them). Source of the format:
 * borisbelmar/myl-scripts, `data/*.json` beside `editions.json`, `races.json`, `types.json`,
 * commit 5930019c5c0b215cbf01723b3ea9c466d590eb0d, read 2026-11-23; its scripts build the image
 * address as https://api.myl.cl/static/cards/<edition id>/<edid>.png.
 */
import type { Card, CardType } from '../../domain/cards/card';
import { normalizeName } from '../../domain/cards/card-name';
import {
  DEFAULT_EDITION_BLOCKS,
  findBlock,
  type EditionBlocks,
} from '../../domain/cards/edition-blocks';
import { validateCatalogue } from './catalogue-validation';
import { assignIds, MAX_ID, type IdSource } from './official-card-ids';
import {
  officialCardSchema,
  parseEditionFiles,
  parseOfficial,
  readOfficialLists,
  type EditionFile,
  type OfficialCard,
  type OfficialCardFilesInput,
  type OfficialFileProblem,
  type OfficialLists,
} from './official-card-input';
import { toDisplayName, toPlainText } from './official-card-text';

/** Where the official site serves card images: <base>/<edition id>/<edid>.png. */
export const OFFICIAL_IMAGE_BASE = 'https://api.myl.cl/static/cards';

/** A card printed in several editions of one block, kept once with its first edition. */
export interface OfficialReprint {
  nombre: string;
  keptEdition: string;
  otherEditions: string[];
}

export type OfficialCardFilesMapping =
  | {
      ok: true;
      /** Validated with validateCatalogue, in release order. */
      cards: Card[];
      reprints: OfficialReprint[];
      idSource: IdSource;
    }
  | { ok: false; problems: OfficialFileProblem[] };

type CardRecord = Pick<
  Card,
  | 'nombre'
  | 'tipo'
  | 'ruta_completa'
  | 'edicion'
  | 'coste'
  | 'fuerza'
  | 'raza'
  | 'habilidad'
  | 'flavor_text'
  | 'ilustrador'
  | 'habilidades'
  | 'revisada'
>;

/** One printing of a card, mapped, with what decides its id and whether it is a reprint. */
interface Printing {
  file: string;
  index: number;
  releaseRank: number;
  officialId: string | null;
  edid: string;
  editionId: string;
  record: CardRecord;
}

type WholeNumber = { ok: true; value: number | null } | { ok: false };

/** Cost and strength: decimal strings in the dump ("3"); empty or null means none. */
function readWholeNumber(value: unknown): WholeNumber {
  if (value === null || value === undefined) return { ok: true, value: null };
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : null;
  if (text === '') return { ok: true, value: null };
  if (text === null || !/^\d{1,10}$/u.test(text) || Number(text) > MAX_ID) return { ok: false };
  return { ok: true, value: Number(text) };
}

type Report = (field: string, reason: string) => void;

/** Strength and race, for allies only; undefined (and a problem) when one cannot be read. */
function readAllyFields(card: OfficialCard, lists: OfficialLists, report: Report) {
  const fuerza = readWholeNumber(card.damage);
  if (!fuerza.ok) {
    report('damage', `La fuerza «${String(card.damage)}» no es un número entero ≥ 0.`);
  }
  const raceId = card.race ?? null;
  const raza = raceId === null ? null : lists.raceById.get(raceId);
  if (raza === undefined) {
    report('race', `La raza con id «${raceId}» no existe en la lista de razas.`);
  }
  return fuerza.ok && raza !== undefined ? { fuerza: fuerza.value, raza } : undefined;
}

function resolveType(
  typeId: string | null | undefined,
  lists: OfficialLists,
  report: Report,
): CardType | null {
  if (typeId === null || typeId === undefined) {
    report('type', 'Falta el tipo de la carta.');
    return null;
  }
  const type = lists.typeById.get(typeId);
  if (type === undefined) {
    report('type', `El tipo con id «${typeId}» no existe en la lista de tipos.`);
    return null;
  }
  if (type.tipo === null) {
    report(
      'type',
      `El tipo «${type.name}» no es uno de los cinco del catálogo (aliado, arma, talismán, tótem, oro).`,
    );
  }
  return type.tipo;
}

/** One card of an edition file in our format; null (and problems) when it cannot be mapped. */
function mapPrinting(
  raw: unknown,
  index: number,
  editionFile: EditionFile,
  releaseRank: number,
  lists: OfficialLists,
  problems: OfficialFileProblem[],
): Printing | null {
  const { file } = editionFile;
  const card = parseOfficial(officialCardSchema, raw, file, index, problems);
  if (card === null) return null;
  const before = problems.length;
  const report: Report = (field, reason) => problems.push({ file, index, field, reason });
  const nombre = toDisplayName(card.name ?? '');
  if (nombre === '') report('name', 'Falta el nombre de la carta.');
  const tipo = resolveType(card.type, lists, report);
  const edid = card.edid ?? null;
  if (edid === null) report('edid', 'Falta el número de la carta en su edición («edid»).');
  const coste = readWholeNumber(card.cost);
  if (!coste.ok) report('cost', `El coste «${String(card.cost)}» no es un número entero ≥ 0.`);
  const allyFields =
    tipo === 'aliado' ? readAllyFields(card, lists, report) : { fuerza: null, raza: null };
  if (problems.length > before || tipo === null || edid === null || !coste.ok || !allyFields) {
    return null;
  }
  const editionId = card.ed_edid ?? editionFile.edition.id;
  return {
    file,
    index,
    releaseRank,
    officialId: card.id ?? null,
    edid,
    editionId,
    record: {
      nombre,
      tipo,
      ruta_completa: `${OFFICIAL_IMAGE_BASE}/${encodeURIComponent(editionId)}/${encodeURIComponent(edid)}.png`,
      edicion: editionFile.edition.title,
      coste: coste.value,
      fuerza: allyFields.fuerza,
      raza: allyFields.raza,
      habilidad: toPlainText(card.ability),
      flavor_text: toPlainText(card.flavour),
      ilustrador: toPlainText(card.illustrator),
      // No structured effects yet: the review workflow adds them, as for the AI's suggestions.
      habilidades: [],
      revisada: false,
    },
  };
}

/**
 * A card printed in two editions of one block (same name, compared as banlists compare names)
 * is one card with the printing of the edition released first; the others are reported.
 */
function mergeReprints(
  printings: readonly (Printing & { id: number })[],
  editionBlocks: EditionBlocks,
) {
  const keptByKey = new Map<string, { kept: Printing & { id: number }; others: string[] }>();
  const kept: (Printing & { id: number })[] = [];
  for (const printing of printings) {
    const block = findBlock(printing.record.edicion, editionBlocks);
    const key = block === null ? null : `${block}\u0000${normalizeName(printing.record.nombre)}`;
    const earlier = key === null ? undefined : keptByKey.get(key);
    if (earlier !== undefined) {
      earlier.others.push(printing.record.edicion);
      continue;
    }
    if (key !== null) keptByKey.set(key, { kept: printing, others: [] });
    kept.push(printing);
  }
  const reprints: OfficialReprint[] = [...keptByKey.values()]
    .filter(({ others }) => others.length > 0)
    .map(({ kept: first, others }) => ({
      nombre: first.record.nombre,
      keptEdition: first.record.edicion,
      otherEditions: others,
    }));
  return { kept, reprints };
}

function collectPrintings(
  editionFiles: readonly EditionFile[],
  lists: OfficialLists,
  problems: OfficialFileProblem[],
): Printing[] {
  const printings: Printing[] = [];
  const fileByEditionId = new Map<string, string>();
  for (const editionFile of editionFiles) {
    const { file, edition } = editionFile;
    const releaseRank = lists.releaseRankById.get(edition.id);
    const earlierFile = fileByEditionId.get(edition.id);
    const fileProblem = (reason: string) => problems.push({ file, index: null, field: '', reason });
    if (releaseRank === undefined) {
      fileProblem(`La edición «${edition.title}» (id ${edition.id}) no aparece en editions.json.`);
    } else if (earlierFile !== undefined) {
      fileProblem(`La edición «${edition.title}» ya se leyó de ${earlierFile}.`);
    } else {
      fileByEditionId.set(edition.id, file);
      editionFile.cards.forEach((raw, index) => {
        const printing = mapPrinting(raw, index, editionFile, releaseRank, lists, problems);
        if (printing !== null) printings.push(printing);
      });
    }
  }
  return printings.sort((a, b) => a.releaseRank - b.releaseRank || a.index - b.index);
}

/**
 * Maps official edition files to catalogue cards (issue 14 item 3): types and races resolved
 * through their lists, texts as plain text, image addresses as the official site builds them,
 * reprints within a block merged into their first edition. Every problem names file and record.
 */
export function mapOfficialCardFiles(
  input: OfficialCardFilesInput,
  editionBlocks: EditionBlocks = DEFAULT_EDITION_BLOCKS,
): OfficialCardFilesMapping {
  const problems: OfficialFileProblem[] = [];
  if (input.editionFiles.length === 0) {
    const reason = 'No se encontró ningún archivo de edición (con «edition» y «cards»).';
    return { ok: false, problems: [{ file: '', index: null, field: '', reason }] };
  }
  const editionFiles = parseEditionFiles(input.editionFiles, problems);
  const lists = readOfficialLists(input, editionFiles, problems);
  if (problems.length > 0) return { ok: false, problems };
  const printings = collectPrintings(editionFiles, lists, problems);
  const { idSource, ids } = assignIds(printings, problems);
  if (problems.length > 0) return { ok: false, problems };
  const withIds = printings.map((printing, position) => ({ ...printing, id: ids[position] ?? 0 }));
  const { kept, reprints } = mergeReprints(withIds, editionBlocks);
  const validation = validateCatalogue(kept.map(({ id, record }) => ({ id, ...record })));
  if (!validation.ok) {
    return {
      ok: false,
      problems: validation.problems.map(({ index, field, reason }) => {
        const source = index === null ? undefined : kept[index];
        return { file: source?.file ?? '', index: source?.index ?? null, field, reason };
      }),
    };
  }
  return { ok: true, cards: validation.cards, reprints, idSource };
}

/** One line per problem, in Spanish, for the import script. */
export function formatOfficialFileProblem(problem: OfficialFileProblem): string {
  const file = problem.file === '' ? 'Archivos oficiales' : problem.file;
  const where = problem.index === null ? file : `${file}, carta en la posición ${problem.index}`;
  const field = problem.field === '' ? '' : `, campo «${problem.field}»`;
  return `${where}${field}: ${problem.reason}`;
}
