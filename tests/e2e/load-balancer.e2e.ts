import { expect, test } from '@playwright/test';
import { AUTH_PATHS } from '../../src/contract/auth';
import { makeAccount, signUpInPage } from './support/accounts';

// The run on PostgreSQL goes through nginx to two instances (issue 20); the run on PGlite is one
// process with nothing in front, and playwright.config.ts leaves this file out of it.

test('nginx serves the hashed assets itself for a year, and the page with the app’s own policy', async ({
  page,
}) => {
  const assetResponse = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/assets/'),
  );
  const pageResponse = await page.goto('/cartas');
  const asset = await assetResponse;

  expect(asset.headers()['server']).toMatch(/^nginx/);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(pageResponse?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(pageResponse?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a player signed up on one instance stays signed in whichever instance answers', async ({
  page,
}) => {
  const account = makeAccount('Balanceada');
  await page.goto('/cartas');
  await signUpInPage(page, account);

  // Requests at once: nginx gives each to the least busy instance, so both answer some.
  const answers = await Promise.all(
    Array.from({ length: 12 }, () => page.request.get(AUTH_PATHS.me)),
  );

  expect(answers.map((answer) => answer.status())).toEqual(Array<number>(12).fill(200));
  for (const answer of answers) expect(await answer.text()).toContain(account.email);
});
