import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../testing/server-process';
import { resolveAuthSecret } from './auth-secret';

const RACING_PROCESSES = 6;
const RACE_ROUNDS = 8;

/** A warm Node process that handles each data dir it is sent at once (see the child's file). */
interface RacingProcess {
  child: ChildProcessWithoutNullStreams;
  /** The next JSON line the process prints. */
  readLine: () => Promise<unknown>;
}

function startRacingProcess(role: 'racer' | 'watcher'): RacingProcess {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/testing/auth-secret-race-child.ts',
      ...(role === 'watcher' ? ['--watch'] : []),
    ],
    { cwd: REPOSITORY_ROOT },
  );
  const pending: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const reader = waiting.shift();
    if (reader) reader(line);
    else pending.push(line);
  });
  return {
    child,
    readLine: () =>
      new Promise((resolve) => {
        const line = pending.shift();
        if (line !== undefined) resolve(JSON.parse(line));
        else waiting.push((next) => resolve(JSON.parse(next)));
      }),
  };
}

describe('resolveAuthSecret', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('uses BETTER_AUTH_SECRET when it is set and writes nothing', async () => {
    const configured = 'un-secreto-configurado-de-al-menos-32-caracteres';

    expect(await resolveAuthSecret(configured, dataDir)).toBe(configured);
    await expect(stat(path.join(dataDir, 'auth-secret'))).rejects.toThrow();
  });

  it('generates a long secret on the first start, readable by the owner only', async () => {
    const secret = await resolveAuthSecret(undefined, path.join(dataDir, 'nuevo'));

    expect(secret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'nuevo', 'auth-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('keeps the same secret across restarts, so sessions survive', async () => {
    const first = await resolveAuthSecret(undefined, dataDir);

    expect(await resolveAuthSecret(undefined, dataDir)).toBe(first);
  });

  it('agrees on one secret when two processes start at once', async () => {
    const secrets = await Promise.all([
      resolveAuthSecret(undefined, dataDir),
      resolveAuthSecret(undefined, dataDir),
    ]);

    expect(secrets[0]).toBe(secrets[1]);
  });

  it('reads a secret written by hand into the file', async () => {
    const handWritten = 'x'.repeat(40);
    await writeFile(path.join(dataDir, 'auth-secret'), `${handWritten}\n`);

    expect(await resolveAuthSecret(undefined, dataDir)).toBe(handWritten);
  });

  it('gives the same whole secret to 6 processes that start together, round after round', async () => {
    const racers = Array.from({ length: RACING_PROCESSES }, () => startRacingProcess('racer'));
    // Reads the file between every step of the racers: it must never exist half-written.
    const watcher = startRacingProcess('watcher');
    const everyone = [...racers, watcher];
    try {
      for (const participant of everyone) {
        expect(await participant.readLine()).toEqual({ ready: true });
      }

      for (let round = 1; round <= RACE_ROUNDS; round += 1) {
        const roundDir = path.join(dataDir, `ronda-${round}`);
        watcher.child.stdin.write(`${roundDir}\n`);
        expect(await watcher.readLine()).toEqual({ watching: true });
        for (const racer of racers) racer.child.stdin.write(`${roundDir}\n`);
        const answers = await Promise.all(racers.map((racer) => racer.readLine()));

        expect(await watcher.readLine()).toEqual({ incompleteReads: 0 });
        const stored = (await readFile(path.join(roundDir, 'auth-secret'), 'utf8')).trim();
        expect(answers).toEqual(racers.map(() => ({ secret: stored })));
        expect(await readdir(roundDir)).toEqual(['auth-secret']);
      }
    } finally {
      for (const participant of everyone) participant.child.kill();
    }
  }, 60_000);
});
