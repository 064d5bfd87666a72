import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderNginxSite, renderStandaloneNginx } from './cluster';
import { NGINX } from './debian-packages';

const run = promisify(execFile);

const SITE_OPTIONS = {
  instances: ['10.0.0.11:3000', '10.0.0.12:3000', '10.0.0.13:3000'],
  listen: '127.0.0.1:8080',
  clientDir: '/srv/grimorio/dist/client',
};

describe('the nginx site of deploy/nginx/grimorio.conf', () => {
  it('balances every instance given, listens where asked and serves the built client', () => {
    const site = renderNginxSite(SITE_OPTIONS);

    expect(site).not.toContain('{{');
    expect(site.match(/^\s*server 10\.0\.0\.1\d:3000;$/gmu)).toHaveLength(3);
    expect(site).toContain('listen 127.0.0.1:8080;');
    expect(site).toContain('root /srv/grimorio/dist/client;');
    expect(site).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(site).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
  });

  it('refuses to balance no instance at all', () => {
    expect(() => renderNginxSite({ ...SITE_OPTIONS, instances: [] })).toThrow(/at least one/u);
  });

  it.skipIf(!existsSync(NGINX.path))('is a configuration nginx accepts', async () => {
    const runDir = await mkdtemp(path.join(tmpdir(), 'grimorio-nginx-test-'));
    try {
      const configPath = path.join(runDir, 'nginx.conf');
      await writeFile(configPath, renderStandaloneNginx(runDir, renderNginxSite(SITE_OPTIONS)));

      const { stderr } = await run(NGINX.path, ['-t', '-c', configPath, '-p', runDir]);

      expect(stderr).toContain('test is successful');
    } finally {
      await rm(runDir, { recursive: true, force: true });
    }
  });
});

describe('npm run deploy:nginx', () => {
  const runCli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/nginx-config.ts', ...args]).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('prints the site for the instances given, and names a malformed one', async () => {
    const [printed, malformed] = await Promise.all([
      runCli(['--instance', '10.0.0.11:3000', '--listen', '80']),
      runCli(['--instance', '10.0.0.11']),
    ]);

    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain('server 10.0.0.11:3000;');
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain(
      'Instancia no válida: 10.0.0.11 (se espera dirección:puerto).',
    );
  });
});
