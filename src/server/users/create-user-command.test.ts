import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/connect';
import { users } from '../db/schema';
import { parseCreateUserArguments, runCreateUser } from './create-user-command';

describe('parseCreateUserArguments', () => {
  it('reads email, password, role and name', () => {
    expect(
      parseCreateUserArguments([
        '--email',
        'ana@example.com',
        '--password',
        'clave-segura-1',
        '--role',
        'admin',
        '--name',
        'Ana',
      ]),
    ).toEqual({
      ok: true,
      arguments: {
        email: 'ana@example.com',
        password: 'clave-segura-1',
        role: 'admin',
        name: 'Ana',
      },
    });
  });

  it('makes a player when no role is given', () => {
    const parsed = parseCreateUserArguments(['--email', 'a@b.cl', '--password', 'clave-segura-1']);

    expect(parsed.ok && parsed.arguments.role).toBe('player');
  });

  it.each([
    ['a missing password', ['--email', 'a@b.cl'], 'Faltan --email o --password.'],
    [
      'an unknown role',
      ['--email', 'a@b.cl', '--password', 'x', '--role', 'rey'],
      'Rol desconocido',
    ],
    ['an unknown option', ['--email', 'a@b.cl', '--password', 'x', '--poder', '9'], '--poder'],
  ])('refuses %s', (_case, argv, problem) => {
    const parsed = parseCreateUserArguments(argv);

    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.problem).toContain(problem);
  });
});

// One embedded database for the whole sequence: creating one on disk takes seconds.
describe('runCreateUser on the embedded database', () => {
  let dataDir: string;
  let lines: string[];
  const output = {
    log: (line: string) => lines.push(line),
    error: (line: string) => lines.push(`error: ${line}`),
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-create-user-'));
  });
  beforeEach(() => {
    lines = [];
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function readUsers() {
    const database = await connectDatabase({ dataDir, databaseUrl: undefined });
    try {
      return await database.db.select({ email: users.email, role: users.role }).from(users);
    } finally {
      await database.close();
    }
  }

  it('creates an admin, then changes the role of the same account on a second run', async () => {
    const environment = { DATA_DIR: dataDir };
    const argv = ['--email', 'Jefa@Example.com', '--password', 'clave-segura-1', '--role', 'admin'];

    expect(await runCreateUser(argv, environment, output)).toBe(0);
    expect(
      await runCreateUser([...argv.slice(0, 4), '--role', 'editor'], environment, output),
    ).toBe(0);

    expect(await readUsers()).toEqual([{ email: 'jefa@example.com', role: 'editor' }]);
    expect(lines).toContain('Cuenta creada: jefa@example.com (admin).');
    expect(lines).toContain(
      'La cuenta jefa@example.com ya existía: ahora es editor; su contraseña no se ha cambiado.',
    );
  });

  it('exits with 1 and creates nothing when the password is too short', async () => {
    const before = await readUsers();

    const code = await runCreateUser(
      ['--email', 'otra@example.com', '--password', 'corta'],
      { DATA_DIR: dataDir },
      output,
    );

    expect(code).toBe(1);
    expect(lines.some((line) => line.includes('«password»'))).toBe(true);
    expect(await readUsers()).toEqual(before);
  });

  it('exits with 2 and prints the usage when the arguments are wrong', async () => {
    const code = await runCreateUser(['--email', 'a@example.com'], { DATA_DIR: dataDir }, output);

    expect(code).toBe(2);
    expect(lines.at(-1)).toMatch(/^error: Uso: npm run user:create/);
  });
});
