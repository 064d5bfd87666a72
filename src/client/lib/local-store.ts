import type { z } from 'zod';

/** What was found under a key that could not be used, and where it was kept. */
export interface StorageRecovery {
  key: string;
  backupKey: string;
  reason: string;
}

export interface StoredRead<T> {
  value: T;
  /** Set when the stored data was unreadable: it was copied to `backupKey` before defaults were used. */
  recovery: StorageRecovery | null;
}

function describeProblem(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'formato no reconocido';
  const path = first.path.length > 0 ? first.path.join('.') : 'raíz';
  return `${path}: ${first.message}`;
}

function keepBackup(storage: Storage, key: string, raw: string, now: number): string {
  const backupKey = `${key}.respaldo.${now}`;
  try {
    storage.setItem(backupKey, raw);
  } catch (error) {
    console.error(`No se pudo respaldar ${key}`, error);
  }
  return backupKey;
}

/**
 * Reads a JSON value through its zod schema. Missing data gives the defaults (written back, so
 * they are there on the next read); corrupt or foreign data is first copied to a backup key, so
 * nothing is ever lost, and the recovery is returned for the caller to report once.
 */
export function readStoredValue<T>(
  storage: Storage,
  key: string,
  schema: z.ZodType<T>,
  makeDefault: () => T,
  now: number = Date.now(),
): StoredRead<T> {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    console.error(`No se pudo leer ${key}`, error);
    return { value: makeDefault(), recovery: null };
  }
  if (raw === null) {
    const value = makeDefault();
    writeStoredValue(storage, key, value);
    return { value, recovery: null };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    const backupKey = keepBackup(storage, key, raw, now);
    const value = makeDefault();
    writeStoredValue(storage, key, value);
    return { value, recovery: { key, backupKey, reason: 'JSON no válido' } };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { value: parsed.data, recovery: null };
  const backupKey = keepBackup(storage, key, raw, now);
  const value = makeDefault();
  writeStoredValue(storage, key, value);
  return { value, recovery: { key, backupKey, reason: describeProblem(parsed.error) } };
}

/** Writes a JSON value; storage errors (quota, privacy mode) are logged only (SPEC §8). */
export function writeStoredValue(storage: Storage, key: string, value: unknown): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.error(`No se pudo guardar ${key}`, error);
    return false;
  }
}
