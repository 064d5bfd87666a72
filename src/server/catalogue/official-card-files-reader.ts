/**
 * Reads the official card database's files for `npm run import -- --official` (ADR 0013): edition
 * files named one by one or found in directories, and the lists beside them (editions.json,
 * races.json, types.json), as borisbelmar/myl-scripts lays them out (`data/*.json` with the
 * lists one level up; commit 5930019c5c0b215cbf01723b3ea9c466d590eb0d, read 2026-11-23).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type {
  OfficialCardFilesInput,
  OfficialFile,
  OfficialFileProblem,
} from './official-card-input';

export type OfficialCardFilesRead =
  | {
      ok: true;
      input: OfficialCardFilesInput;
      /** JSON files found in the directories that are neither an edition nor a list. */
      skipped: string[];
    }
  | { ok: false; problems: OfficialFileProblem[] };

const LIST_FILES = {
  editions: 'editions.json',
  races: 'races.json',
  types: 'types.json',
} as const;

type ListKey = keyof typeof LIST_FILES;

/** Lists of the dump our card format has no field for (rarity, keywords): read by no one. */
const UNUSED_LISTS = new Set(['rarities.json', 'keywords.json']);

/** The folder of edition files inside a copy of the dump, read instead of its parent. */
const EDITION_FOLDER = 'data';

type JsonRead = { ok: true; file: OfficialFile } | { ok: false; problem: OfficialFileProblem };

function fileProblem(file: string, reason: string): OfficialFileProblem {
  return { file, index: null, field: '', reason };
}

function errorCode(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : String(error);
}

async function readJson(file: string): Promise<JsonRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return {
      ok: false,
      problem: fileProblem(file, `No se pudo leer el archivo (${errorCode(error)}).`),
    };
  }
  try {
    return { ok: true, file: { file, data: JSON.parse(text.replace(/^\uFEFF/u, '')) as unknown } };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: fileProblem(file, `El archivo no es JSON válido: ${detail}`) };
  }
}

async function isDirectory(target: string): Promise<boolean> {
  try {
    return (await stat(target)).isDirectory();
  } catch {
    return false;
  }
}

async function listJsonFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.json'))
    .map((entry) => path.join(directory, entry.name))
    .sort();
}

function isEditionFile(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'edition' in data && 'cards' in data;
}

function isUsed(file: string): boolean {
  return !UNUSED_LISTS.has(path.basename(file).toLowerCase());
}

function listKeyOf(file: string): ListKey | null {
  const name = path.basename(file).toLowerCase();
  const match = Object.entries(LIST_FILES).find(([, listName]) => listName === name);
  return match ? (match[0] as ListKey) : null;
}

interface Found {
  /** Files named on the command line (must be editions or lists). */
  named: string[];
  /** Files found in directories (anything else among them is skipped). */
  scanned: string[];
  problems: OfficialFileProblem[];
}

async function findFiles(paths: readonly string[]): Promise<Found> {
  const found: Found = { named: [], scanned: [], problems: [] };
  for (const given of paths) {
    let stats;
    try {
      stats = await stat(given);
    } catch (error) {
      const code = errorCode(error);
      const reason = code === 'ENOENT' ? 'No existe.' : `No se pudo leer (${code}).`;
      found.problems.push(fileProblem(given, reason));
      continue;
    }
    if (!stats.isDirectory()) {
      found.named.push(path.normalize(given));
      continue;
    }
    try {
      // In a copy of the dump the root holds the lists and more (package.json, merged cards):
      // the editions are in data/, and the lists are looked for beside it anyway.
      const editionFolder = path.join(given, EDITION_FOLDER);
      const folder = (await isDirectory(editionFolder)) ? editionFolder : given;
      found.scanned.push(...(await listJsonFiles(folder)));
    } catch (error) {
      found.problems.push(fileProblem(given, `No se pudo leer la carpeta (${errorCode(error)}).`));
    }
  }
  return found;
}

/** Lists named on the command line first, then beside the edition files and one level up. */
async function findList(
  key: ListKey,
  named: readonly OfficialFile[],
  editionFiles: readonly OfficialFile[],
): Promise<JsonRead | null> {
  const explicit = named.find(({ file }) => listKeyOf(file) === key);
  if (explicit !== undefined) return { ok: true, file: explicit };
  const folders = new Set<string>();
  for (const { file } of editionFiles) {
    folders.add(path.dirname(file));
    folders.add(path.dirname(path.dirname(file)));
  }
  for (const folder of folders) {
    const candidate = path.join(folder, LIST_FILES[key]);
    try {
      if ((await stat(candidate)).isFile()) return readJson(candidate);
    } catch {
      // Not in this folder; try the next.
    }
  }
  return null;
}

/**
 * Finds and parses the official files under the given files and directories (a directory with a
 * `data/` folder is read through that folder). A path that does not exist, broken JSON, a named file that is neither
 * an edition nor a list, or no editions.json is a Spanish problem; races.json and types.json may
 * be missing, because each edition file carries those lists too.
 */
export async function readOfficialCardFiles(
  paths: readonly string[],
): Promise<OfficialCardFilesRead> {
  const found = await findFiles(paths);
  const problems = [...found.problems];
  const seen = new Set<string>();
  const unique = (files: readonly string[]) =>
    files.filter((file) => {
      const key = path.resolve(file);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const named = unique(found.named).filter(isUsed);
  const scanned = unique(found.scanned).filter(isUsed);
  const reads = await Promise.all([...named, ...scanned].map(readJson));
  const namedLists: OfficialFile[] = [];
  const editionFiles: OfficialFile[] = [];
  const skipped: string[] = [];
  reads.forEach((read, position) => {
    if (!read.ok) {
      problems.push(read.problem);
      return;
    }
    const isNamed = position < named.length;
    if (listKeyOf(read.file.file) !== null) {
      if (isNamed) namedLists.push(read.file);
    } else if (isEditionFile(read.file.data)) {
      editionFiles.push(read.file);
    } else if (isNamed) {
      problems.push(
        fileProblem(
          read.file.file,
          'No es un archivo de edición oficial (le falta «edition» o «cards»).',
        ),
      );
    } else {
      skipped.push(read.file.file);
    }
  });
  if (problems.length > 0) return { ok: false, problems };
  if (editionFiles.length === 0) {
    const reason = 'No se encontró ningún archivo de edición (con «edition» y «cards»).';
    return { ok: false, problems: [fileProblem(paths.join(', '), reason)] };
  }
  const [editions, races, types] = await Promise.all([
    findList('editions', namedLists, editionFiles),
    findList('races', namedLists, editionFiles),
    findList('types', namedLists, editionFiles),
  ]);
  for (const read of [editions, races, types]) if (read?.ok === false) problems.push(read.problem);
  if (editions === null) {
    const folders = [...new Set(editionFiles.map(({ file }) => path.dirname(file)))].join(', ');
    const reason = `Falta la lista de ediciones junto a los archivos de edición (${folders}) o en la carpeta de arriba.`;
    problems.push(fileProblem(LIST_FILES.editions, reason));
  }
  if (problems.length > 0 || editions?.ok !== true) return { ok: false, problems };
  const fileOf = (read: JsonRead | null | undefined) => (read?.ok === true ? read.file : null);
  return {
    ok: true,
    input: { editionFiles, editions: editions.file, races: fileOf(races), types: fileOf(types) },
    skipped,
  };
}
