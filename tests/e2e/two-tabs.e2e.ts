import { expect, test } from '@playwright/test';
import {
  closeOpenDeck,
  saveOpenDeck,
  savedDeckButton,
  savedDecksRegion,
  startRacialEdicionDeck,
} from './support/account-decks';
import { addCopies } from './support/deck-builder';

// Two tabs of one browser share localStorage: what one saves, the other shows without a reload,
// so neither writes over the other's decks (the stores follow other tabs' changes, issue 19
// moved that listener after the page's load).
test("a deck saved in one tab appears in the other tab's saved decks without a reload", async ({
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/mazos');
  await startRacialEdicionDeck(first);
  await addCopies(first, 'Escudero del Alba', 1);
  await saveOpenDeck(first, 'Primera pestaña');

  await second.goto('/mazos');
  await expect(savedDeckButton(second, 'Primera pestaña')).toBeVisible();

  await closeOpenDeck(first);
  await startRacialEdicionDeck(first);
  await addCopies(first, 'Caballero del Roble', 1);
  await saveOpenDeck(first, 'Segunda desde la primera');

  await expect(savedDeckButton(second, 'Segunda desde la primera')).toBeVisible();
  await expect(savedDecksRegion(second).getByRole('listitem')).toHaveCount(2);
});
