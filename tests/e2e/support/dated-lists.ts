import { expect, type Page } from '@playwright/test';
import { API_PATHS } from '../../../src/contract/api-paths';
import type { Banlist, BanlistRules } from '../../../src/domain/banlists/banlist';
import { makeSameOriginHeaders } from './accounts';

/**
 * A dated list of a format of the journey's own, so no other journey sees its lists change: no
 * minimum of allies, no rule switches, the lists given.
 */
export function makeDatedList(
  format: Pick<Banlist, 'key' | 'name'>,
  effectiveDate: string,
  lists: Partial<Pick<BanlistRules, 'banned' | 'limitedOne' | 'limitedTwo'>> = {},
): Banlist {
  return {
    ...format,
    effectiveDate,
    rules: { minAllies: 0, maxCard: 50, banned: [], limitedOne: [], limitedTwo: [], ...lists },
  };
}

/** Publishes a dated list as the signed-in admin; the editor itself cannot date a list. */
export async function publishDatedList(page: Page, banlist: Banlist): Promise<void> {
  const response = await page.request.put(API_PATHS.banlist(banlist.key), {
    data: banlist,
    headers: makeSameOriginHeaders(),
  });
  expect(response.ok(), `PUT answered ${response.status()}`).toBe(true);
}
