import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mapOfficialCardFiles } from './official-card-files';
import { readOfficialCardFiles, type OfficialCardFilesRead } from './official-card-files-reader';
import {
  CRUZADAS,
  ESPADA_SAGRADA,
  makeEditionData,
  makeEditionsList,
  makeOfficialCard,
  OFFICIAL_RACES,
  OFFICIAL_TYPES,
} from '../testing/official-file-factory';

let root: string;
let data: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'grimorio-official-'));
  data = path.join(root, 'data');
  await mkdir(data);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function writeJson(file: string, value: unknown): Promise<string> {
  await writeFile(file, JSON.stringify(value, null, 2));
  return file;
}

/** The dump's layout: data/<edition>.json with editions.json, races.json and types.json above. */
async function writeDump(): Promise<void> {
  await writeJson(path.join(root, 'editions.json'), makeEditionsList());
  await writeJson(path.join(root, 'races.json'), OFFICIAL_RACES);
  await writeJson(path.join(root, 'types.json'), OFFICIAL_TYPES);
  await writeJson(path.join(root, 'rarities.json'), [{ id: '4', slug: 'real', name: 'Real' }]);
  await writeJson(
    path.join(data, 'espada-sagrada.json'),
    makeEditionData(ESPADA_SAGRADA, [makeOfficialCard()]),
  );
  await writeJson(
    path.join(data, 'cruzadas.json'),
    makeEditionData(CRUZADAS, [
      makeOfficialCard({ id: '6001', name: 'cruz de plata', ed_edid: '43' }),
    ]),
  );
}

function describeRead(read: OfficialCardFilesRead) {
  if (!read.ok) return read.problems;
  const { editionFiles, editions, races, types } = read.input;
  const relative = (file: string | undefined) =>
    file === undefined ? null : path.relative(root, file);
  return {
    editionFiles: editionFiles.map(({ file }) => relative(file)).sort(),
    editions: relative(editions.file),
    races: relative(races?.file),
    types: relative(types?.file),
    skipped: read.skipped.map(relative),
  };
}

const WHOLE_DUMP = {
  editionFiles: ['data/cruzadas.json', 'data/espada-sagrada.json'],
  editions: 'editions.json',
  races: 'races.json',
  types: 'types.json',
  skipped: [],
};

describe('readOfficialCardFiles', () => {
  it.each([
    ['the copy of the dump', () => [root]],
    ['its data folder', () => [data]],
    [
      'the edition files one by one',
      () => [path.join(data, 'espada-sagrada.json'), path.join(data, 'cruzadas.json')],
    ],
    ['a folder and a file in it, read once', () => [data, path.join(data, 'cruzadas.json')]],
  ])('finds the edition files and the lists beside them from %s', async (_case, makePaths) => {
    await writeDump();

    expect(describeRead(await readOfficialCardFiles(makePaths()))).toEqual(WHOLE_DUMP);
  });

  it('gives input the mapper turns into cards', async () => {
    await writeDump();

    const read = await readOfficialCardFiles([root]);
    const mapped = read.ok ? mapOfficialCardFiles(read.input) : read;

    expect(
      mapped.ok && mapped.cards.map(({ nombre, edicion }) => `${nombre} (${edicion})`),
    ).toEqual(['Vigia del Alba (Espada Sagrada)', 'Cruz de Plata (Cruzadas)']);
  });

  it('prefers a list named on the command line to the one beside the editions', async () => {
    await writeDump();
    const namedTypes = path.join(root, 'elegidos', 'types.json');
    await mkdir(path.dirname(namedTypes));
    await writeJson(namedTypes, OFFICIAL_TYPES);

    const read = await readOfficialCardFiles([data, namedTypes]);

    expect(describeRead(read)).toMatchObject({ types: 'elegidos/types.json' });
  });

  it('skips JSON files of a folder that are neither an edition nor a list', async () => {
    await writeDump();
    await writeJson(path.join(data, 'fallida.json'), { status: 'ERROR', code: 404 });

    expect(describeRead(await readOfficialCardFiles([data]))).toMatchObject({
      skipped: ['data/fallida.json'],
    });
  });

  it('leaves races and types to the edition files when their lists are absent', async () => {
    await writeDump();
    await rm(path.join(root, 'races.json'));
    await rm(path.join(root, 'types.json'));

    expect(describeRead(await readOfficialCardFiles([data]))).toMatchObject({
      races: null,
      types: null,
    });
  });

  it.each([
    [
      'a path that does not exist',
      async () => [path.join(root, 'nada')],
      () => ({ file: path.join(root, 'nada'), reason: 'No existe.' }),
    ],
    [
      'broken JSON',
      async () => [await writeFileText(path.join(data, 'rota.json'), '{ "edition": ')],
      () => ({
        file: path.join(data, 'rota.json'),
        reason: expect.stringMatching(/^El archivo no es JSON válido: /u),
      }),
    ],
    [
      'a named file that is not an edition',
      async () => [await writeJson(path.join(root, 'cards.json'), [])],
      () => ({
        file: path.join(root, 'cards.json'),
        reason: 'No es un archivo de edición oficial (le falta «edition» o «cards»).',
      }),
    ],
    [
      'a broken list file',
      async () => [data, await writeFileText(path.join(root, 'races.json'), '[')],
      () => ({
        file: path.join(root, 'races.json'),
        reason: expect.stringMatching(/^El archivo no es JSON válido: /u),
      }),
    ],
    [
      'a missing editions.json',
      async () => {
        await rm(path.join(root, 'editions.json'));
        return [data];
      },
      () => ({
        file: 'editions.json',
        reason: `Falta la lista de ediciones junto a los archivos de edición (${data}) o en la carpeta de arriba.`,
      }),
    ],
    [
      'no edition file at all',
      async () => [root + path.sep + 'races.json'],
      () => ({ reason: 'No se encontró ningún archivo de edición (con «edition» y «cards»).' }),
    ],
  ])('reports %s in Spanish', async (_case, makePaths, makeProblem) => {
    await writeDump();
    const paths = await makePaths();

    expect(await readOfficialCardFiles(paths)).toEqual({
      ok: false,
      problems: [{ index: null, field: '', file: expect.any(String), ...makeProblem() }],
    });
  });
});

async function writeFileText(file: string, text: string): Promise<string> {
  await writeFile(file, text);
  return file;
}
