import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { APP_BOOT_SCRIPT } from '../../contract/app-code';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { computeSecurityHeaders } from './security-headers';

describe('security headers', () => {
  const testApp = useSeededTestApp('pglite');

  it('computes helmet’s policy once, with the app’s CSP and no HSTS for LAN installs', () => {
    const headers = computeSecurityHeaders();

    // The app's own files, and inline only the script that starts them, by its digest.
    const digest = createHash('sha256').update(APP_BOOT_SCRIPT).digest('base64');
    expect(headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${digest}';`);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('sends an API answer only the headers that matter for JSON, and no rate counters', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.cards });

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('sends pages and files the whole policy', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/images/demo/1.webp' });

    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
