import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses port 3000 on every interface, ./data and PGlite when nothing is set', () => {
    const result = loadConfig({});

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      databasePoolMax: 10,
      logLevel: 'info',
    });
    expect(result.config.demoDir).toMatch(/data[/\\]demo$/);
  });

  it('reads every variable it understands', () => {
    const result = loadConfig({
      PORT: '3999',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/grimorio',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:54329/grimorio',
      DATABASE_POOL_MAX: '4',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '50',
    });

    expect(result.ok && result.config).toMatchObject({
      port: 3999,
      host: '127.0.0.1',
      dataDir: '/tmp/grimorio',
      databaseUrl: 'postgres://postgres@127.0.0.1:54329/grimorio',
      databasePoolMax: 4,
      logLevel: 'warn',
      rateLimitPerMinute: 50,
    });
  });

  it('reads the account settings: secret, public address, first admin and attempt limits', () => {
    const result = loadConfig({
      BETTER_AUTH_SECRET: 's'.repeat(32),
      APP_ORIGIN: 'https://grimorio.example/alguna/ruta',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'clave-segura-1',
      SIGN_IN_RATE_LIMIT: '10',
      SIGN_IN_ADDRESS_RATE_LIMIT: '30',
      SIGN_UP_RATE_LIMIT: '2',
    });

    expect(result.ok && result.config).toMatchObject({
      authSecret: 's'.repeat(32),
      appOrigin: 'https://grimorio.example',
      admin: { email: 'admin@example.com', password: 'clave-segura-1' },
      authRateLimits: { signInPerAccount: 10, signInPerAddress: 30, signUpPerAddress: 2 },
    });
  });

  it('leaves accounts unconfigured by default: generated secret, no admin, default attempt limits', () => {
    const result = loadConfig({});

    expect(result.ok && result.config).toMatchObject({
      authSecret: undefined,
      appOrigin: undefined,
      admin: undefined,
      authRateLimits: { signInPerAccount: 5, signInPerAddress: 20, signUpPerAddress: 5 },
    });
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD', () => {
    const result = loadConfig({ ADMIN_EMAIL: 'admin@example.com' });

    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(/^ADMIN_EMAIL, ADMIN_PASSWORD: /),
    ]);
  });

  it('reads the trusted proxies as a list, and none by default', () => {
    const trusted = loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,loopback,::1' });
    const unset = loadConfig({});

    expect(trusted.ok && trusted.config.trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    expect(unset.ok && unset.config.trustProxy).toEqual([]);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    const result = loadConfig({ DATABASE_URL: '' });

    expect(result.ok && result.config.databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', { PORT: 'tres mil' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/grimorio' }],
    // One connection would leave none for the migrations while start-up holds its lock.
    ['DATABASE_POOL_MAX', { DATABASE_POOL_MAX: '1' }],
    ['DATABASE_POOL_MAX', { DATABASE_POOL_MAX: 'diez' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
    ['BETTER_AUTH_SECRET', { BETTER_AUTH_SECRET: 'corto' }],
    ['APP_ORIGIN', { APP_ORIGIN: 'ftp://grimorio.example' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'no-es-correo', ADMIN_PASSWORD: 'clave-segura-1' }],
  ])('names the invalid variable %s', (variable, environment) => {
    const result = loadConfig(environment);

    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toEqual([
      expect.stringMatching(new RegExp(`^${variable}: `)),
    ]);
  });
});
