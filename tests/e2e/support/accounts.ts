import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { AUTH_PATHS, userListSchema } from '../../../src/contract/auth';

/** The admin the e2e server seeds from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@grimorio.test', password: 'admin-e2e-secreto' } as const;

type Playwright = PlaywrightWorkerArgs['playwright'];

/** The app under test: each project of playwright.config.ts runs its own (PGlite, PostgreSQL). */
function readBaseUrl(): string {
  const baseUrl = test.info().project.use.baseURL;
  if (baseUrl === undefined) throw new Error('The e2e project has no baseURL');
  return baseUrl;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A new account nobody has used, so journeys running side by side never share one. */
export function makeAccount(name: string): Account {
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '-')}-${unique}@grimorio.test`,
    password: 'clave-de-prueba-1',
  };
}

/** Writes to the API carry our own Origin, as the browser's do; the server refuses others. */
export function makeSameOriginHeaders(): Record<string, string> {
  return { Origin: new URL(readBaseUrl()).origin };
}

async function postJson(request: APIRequestContext, path: string, data: object): Promise<void> {
  const response = await request.post(path, { data, headers: makeSameOriginHeaders() });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
}

/** Signs up through the API in the page's browser context, which keeps the session cookie. */
export async function signUpInPage(page: Page, account: Account): Promise<void> {
  await postJson(page.request, AUTH_PATHS.signUp, account);
}

/** Signs the seeded admin in through the API, in the page's browser context. */
export async function signInAsAdminInPage(page: Page): Promise<void> {
  await postJson(page.request, AUTH_PATHS.signIn, E2E_ADMIN);
}

/** Gives an account a role, acting as the seeded admin in a context of its own. */
export async function grantRole(
  playwright: Playwright,
  account: Account,
  role: 'editor' | 'admin',
): Promise<void> {
  const admin = await playwright.request.newContext({ baseURL: readBaseUrl() });
  try {
    await postJson(admin, AUTH_PATHS.signIn, E2E_ADMIN);
    const users = userListSchema.parse(await (await admin.get(AUTH_PATHS.users)).json());
    const user = users.find((listed) => listed.email === account.email);
    if (!user) throw new Error(`${account.email} is not among the users`);
    const changed = await admin.put(AUTH_PATHS.userRole(user.id), {
      data: { role },
      headers: makeSameOriginHeaders(),
    });
    expect(changed.ok()).toBe(true);
  } finally {
    await admin.dispose();
  }
}

/** A fresh editor, signed in in the page's browser context. */
export async function signInAsNewEditor(page: Page, playwright: Playwright): Promise<Account> {
  const account = makeAccount('Editora');
  await signUpInPage(page, account);
  await grantRole(playwright, account, 'editor');
  return account;
}
