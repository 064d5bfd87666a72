import { expect, test, type Page } from '@playwright/test';
import { makeAccount, makeSameOriginHeaders, signUpInPage } from './support/accounts';
import { CARD_IDS, savedDeckRow, savedDecksRegion } from './support/account-decks';
import { expectDialogTrapsAndReturnsFocus, expectNoSeriousViolations } from './support/axe';
import { findCommunityDeck, makeUniqueName } from './support/community';

// Issue 19, point 3: a player's screens: the decks of the account with their 'Historial', the
// community list, a public deck's page and the collection.

/** Saves a deck to the account twice through the API (two versions) and makes it public. */
async function seedPublicDeck(page: Page, deckName: string): Promise<string> {
  const deckId = `a11y-${Date.now().toString(36)}`;
  const cards = [
    { id: CARD_IDS.escudero, count: 3 },
    { id: CARD_IDS.caballero, count: 2 },
  ];
  for (const [baseVersion, deckCards] of [
    [0, cards],
    [1, [...cards, { id: CARD_IDS.destello, count: 1 }]],
  ] as const) {
    const response = await page.request.put(`/api/decks/${deckId}`, {
      data: {
        name: deckName,
        format: 'racialEdicion',
        cards: deckCards,
        baseVersion,
        visibility: 'public',
      },
      headers: makeSameOriginHeaders(),
    });
    expect(response.ok(), `PUT /api/decks answered ${response.status()}`).toBe(true);
  }
  return deckId;
}

test("the account's decks and 'Historial', the community, a public deck and the collection have no serious violation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const deckName = makeUniqueName('Guardia accesible');
  await signUpInPage(page, makeAccount('Lectora'));
  const deckId = await seedPublicDeck(page, deckName);

  await page.goto('/mazos');
  const row = savedDeckRow(page, deckName);
  await expect(row.getByText('Guardado en tu cuenta', { exact: true })).toBeVisible();
  await expect(savedDecksRegion(page)).toBeVisible();
  await expectNoSeriousViolations(page, "'Cargar Mazo Existente' with an account deck");

  const historyButton = row.getByRole('button', { name: `Historial de ${deckName}` });
  await historyButton.click();
  const history = page.getByRole('dialog', { name: `Historial de «${deckName}»` });
  await expect(history.getByRole('listitem').filter({ hasText: /Versión 2/ })).toBeVisible();
  await expectNoSeriousViolations(page, "the dialog 'Historial'");
  await expectDialogTrapsAndReturnsFocus(page, historyButton, history, () =>
    history.getByRole('button', { name: 'Cerrar' }).first().click(),
  );

  await page.goto('/comunidad');
  await findCommunityDeck(page, deckName);
  await expectNoSeriousViolations(page, 'the community list');

  await page.goto(`/mazo/${deckId}`);
  await expect(page.getByRole('heading', { name: deckName })).toBeVisible();
  await expectNoSeriousViolations(page, "a public deck's page");

  await page.goto('/coleccion');
  await expect(page.getByRole('heading', { level: 2, name: 'Mi colección' })).toBeVisible();
  await page
    .getByLabel('O pega el CSV (id,nombre,cantidad)')
    .fill(['id,nombre,cantidad', '1,Escudero del Alba,2', ',Carta Que No Existe,4'].join('\n'));
  await page.getByRole('radio', { name: /^Añadir a mi colección/ }).check();
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('table', { name: 'Filas sin aplicar (1)' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the collection after an import');
});

test('a visitor sees the community list and an empty collection with no serious violation', async ({
  page,
}) => {
  await page.goto('/comunidad');
  await expect(page.getByRole('heading', { name: 'Mazos de la comunidad' }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the community list for a visitor');

  await page.goto('/coleccion');
  await expect(page.getByText('Tu colección está vacía.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, 'an empty collection');
});
