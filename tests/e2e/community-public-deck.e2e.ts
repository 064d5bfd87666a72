import { expect, test } from '@playwright/test';
import { makeAccount, signInAsAdminInPage, signUpInPage } from './support/accounts';
import {
  closeOpenDeck,
  readAccountDecks,
  saveOpenDeck,
  savedDeckButton,
  savedDeckRow,
  startRacialEdicionDeck,
} from './support/account-decks';
import {
  communityDeckItem,
  communityList,
  findCommunityDeck,
  likeButton,
  makeUniqueName,
  openVisitorContext,
  setDeckVisibility,
} from './support/community';
import { addCopies, expectDeckCount, expectNotification } from './support/deck-builder';

// Issue 17: a player makes a deck 'Público'; another player finds it in 'Mazos de la comunidad'
// and likes it; a visitor copies it to the decks of their browser; an admin hides it from the
// community. Other journeys publish decks beside this one, so the deck and its author have names
// of their own and the list is searched for them, never counted whole.

test('a public deck is found in the community, liked by a player, copied by a visitor and hidden by an admin', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const deckName = makeUniqueName('Orden pública');
  const author = makeAccount(makeUniqueName('Autora'));

  // The author saves the deck to the account and makes it public.
  await signUpInPage(page, author);
  await page.goto('/mazos');
  await startRacialEdicionDeck(page);
  await addCopies(page, 'Escudero del Alba', 3);
  await addCopies(page, 'Lancero Errante', 2);
  await addCopies(page, 'Destello Sagrado', 1);
  await expectDeckCount(page, 6);
  await saveOpenDeck(page, deckName);
  await closeOpenDeck(page);
  const row = savedDeckRow(page, deckName);
  await expect(row.getByText('Guardado en tu cuenta', { exact: true })).toBeVisible();
  await expect(row.getByLabel(`Visibilidad de ${deckName}`)).toHaveValue('private');
  await expect(row.getByRole('link', { name: 'Ver su página' })).toBeHidden();
  await setDeckVisibility(page, deckName, 'Público');
  const deck = (await readAccountDecks(page.request)).find((saved) => saved.name === deckName);
  if (deck === undefined) throw new Error(`${deckName} is not on the account`);
  const deckPath = `/mazo/${deck.id}`;

  const reader = await openVisitorContext(browser);
  const visitor = await openVisitorContext(browser);
  const admin = await openVisitorContext(browser);
  try {
    // Another player finds it by format and by a card it holds, then by its author.
    await signUpInPage(reader.page, makeAccount('Lectora'));
    await reader.page.goto('/comunidad');
    await expect(reader.page.getByRole('heading', { level: 2 })).toHaveText(
      'Mazos de la comunidad',
    );
    await reader.page.getByLabel('Formato').selectOption('racialEdicion');
    await expect(reader.page).toHaveURL(/[?&]format=racialEdicion(&|$)/);
    await reader.page.getByLabel('Con la carta').fill('Lancero Errante');
    await reader.page.getByRole('button', { name: 'Buscar' }).click();
    await expect(reader.page).toHaveURL(/[?&]card=3(&|$)/);
    const item = await findCommunityDeck(reader.page, deckName);
    await expect(item).toContainText('Caballero · Espada Sagrada · 6 cartas');
    await expect(item.getByLabel('0 me gusta')).toBeVisible();
    await item.getByRole('button', { name: `Más mazos de ${author.name}` }).click();
    await expect(reader.page).toHaveURL(/[?&]author=/);
    await expect(reader.page.getByText(new RegExp(`^Mazos de ${author.name}`))).toBeVisible();
    await expect(reader.page.getByRole('button', { name: 'Ver de todos' })).toBeVisible();
    await expect(communityList(reader.page).getByRole('listitem')).toHaveCount(1);
    const authorListUrl = reader.page.url();

    // A card the deck does not hold leaves it out of the author's decks.
    await reader.page.getByLabel('Con la carta').fill('Caballero del Roble');
    await reader.page.getByRole('button', { name: 'Buscar' }).click();
    await expect(reader.page).toHaveURL(/[?&]card=2(&|$)/);
    await expect(
      reader.page.getByText('Ningún mazo público coincide con estos filtros.'),
    ).toBeVisible();
    await expect(communityList(reader.page)).toHaveCount(0);

    // The player opens it from the list and likes it; the like survives a reload and is undone.
    await reader.page.goto(authorListUrl);
    await communityDeckItem(reader.page, deckName).getByRole('link', { name: deckName }).click();
    await expect(reader.page).toHaveURL(deckPath);
    await expect(reader.page.getByRole('heading', { level: 2 })).toHaveText(deckName);
    await expect(reader.page.getByText(`De ${author.name} · `)).toBeVisible();
    const like = likeButton(reader.page);
    await expect(like).toHaveText('♡ Me gusta (0)');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveText('♥ Te gusta (1)');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await reader.page.reload();
    await expect(like).toHaveText('♥ Te gusta (1)');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await reader.page.goto(authorListUrl);
    await expect(communityDeckItem(reader.page, deckName).getByLabel('1 me gusta')).toBeVisible();
    await reader.page.goto(deckPath);
    await expect(like).toHaveText('♥ Te gusta (1)');
    await like.click();
    await expect(like).toHaveText('♡ Me gusta (0)');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await reader.page.reload();
    await expect(like).toHaveText('♡ Me gusta (0)');

    // A visitor sees the count without a button, and copies the deck to this browser.
    await visitor.page.goto(deckPath);
    await expect(visitor.page.getByRole('heading', { level: 2 })).toHaveText(deckName);
    await expect(visitor.page.getByText('♥ 0 me gusta')).toBeVisible();
    await expect(likeButton(visitor.page)).toHaveCount(0);
    await visitor.page.getByRole('button', { name: 'Copiar a mis mazos' }).click();
    await expectNotification(
      visitor.page,
      `Mazo "${deckName}" copiado a tus mazos de este navegador.`,
    );
    await visitor.page.getByRole('link', { name: 'Ir a mis mazos' }).click();
    await expect(visitor.page).toHaveURL('/mazos');
    await savedDeckButton(visitor.page, `${deckName} (copia)`).click();
    await expectDeckCount(visitor.page, 6);

    // The admin hides it: gone from the community, and its page says so to everyone else.
    await signInAsAdminInPage(admin.page);
    await admin.page.goto(deckPath);
    await admin.page.getByRole('button', { name: 'Ocultar a la comunidad' }).click();
    await expectNotification(admin.page, 'Mazo ocultado a la comunidad.');
    await expect(
      admin.page.getByRole('status').filter({ hasText: 'ocultado por la moderación' }),
    ).toBeVisible();
    await expect(admin.page.getByRole('button', { name: 'Mostrar a la comunidad' })).toBeVisible();

    await reader.page.goto(authorListUrl);
    await expect(
      reader.page.getByText('Ningún mazo público coincide con estos filtros.'),
    ).toBeVisible();
    await reader.page.goto(deckPath);
    await expect(reader.page.getByRole('alert')).toHaveText(
      'Este mazo fue ocultado por la moderación.',
    );
    await visitor.page.goto(deckPath);
    await expect(visitor.page.getByRole('alert')).toHaveText(
      'Este mazo fue ocultado por la moderación.',
    );
  } finally {
    await reader.context.close();
    await visitor.context.close();
    await admin.context.close();
  }
});
