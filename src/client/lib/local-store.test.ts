import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStoredValue, writeStoredValue } from './local-store';

const schema = z.array(z.object({ name: z.string() }));
const makeDefault = () => [{ name: 'por defecto' }];

describe('readStoredValue', () => {
  beforeEach(() => localStorage.clear());

  it('writes and returns the defaults when nothing is stored', () => {
    const read = readStoredValue(localStorage, 'k', schema, makeDefault, 1);
    expect(read).toEqual({ value: makeDefault(), recovery: null });
    expect(JSON.parse(localStorage.getItem('k') ?? 'null')).toEqual(makeDefault());
  });

  it('returns what is stored when it fits the schema', () => {
    writeStoredValue(localStorage, 'k', [{ name: 'mío' }]);
    expect(readStoredValue(localStorage, 'k', schema, makeDefault, 1).value).toEqual([
      { name: 'mío' },
    ]);
  });

  it('copies invalid JSON to a backup key before using the defaults', () => {
    localStorage.setItem('k', '{roto');
    const read = readStoredValue(localStorage, 'k', schema, makeDefault, 42);
    expect(read.value).toEqual(makeDefault());
    expect(read.recovery).toEqual({
      key: 'k',
      backupKey: 'k.respaldo.42',
      reason: 'JSON no válido',
    });
    expect(localStorage.getItem('k.respaldo.42')).toBe('{roto');
  });

  it('copies foreign data to a backup key and names the first problem', () => {
    localStorage.setItem('k', JSON.stringify([{ nombre: 'otra app' }]));
    const read = readStoredValue(localStorage, 'k', schema, makeDefault, 7);
    expect(read.recovery?.reason).toMatch(/^0\.name: /);
    expect(localStorage.getItem('k.respaldo.7')).toBe(JSON.stringify([{ nombre: 'otra app' }]));
    expect(readStoredValue(localStorage, 'k', schema, makeDefault, 8).recovery).toBeNull();
  });
});
