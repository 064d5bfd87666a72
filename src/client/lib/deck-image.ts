import { DECK_IMAGE_PATHS, type DeckImageRequest } from '../../contract/deck-images';
import { ACCOUNT_DECK_LIMITS } from '../../contract/account-decks';
import { errorBodySchema } from '../../contract/errors';

export type DeckImageResult =
  { ok: true; image: Blob } | { ok: false; status: number; message: string };

export const DECK_IMAGE_MESSAGES = {
  rateLimited: 'Demasiadas imágenes seguidas. Espera un minuto antes de pedir otra.',
  network: 'No se pudo contactar con el servidor. Revisa tu conexión.',
  notPng: 'El servidor envió datos con un formato inesperado.',
  failed: 'No se pudo generar la imagen del mazo.',
} as const;

async function readErrorMessage(response: Response): Promise<string | null> {
  try {
    const body = errorBodySchema.safeParse(await response.json());
    return body.success ? body.data.message : null;
  } catch {
    return null;
  }
}

/**
 * The deck as the server's deck image (issue 17): a PNG 1080 px wide. Every failure comes back as
 * a value with a Spanish message fit to show (the server's, naming the field, for a deck it
 * refuses); a name longer than the server takes is cut.
 */
export async function requestDeckImage(deck: DeckImageRequest): Promise<DeckImageResult> {
  const body = { ...deck, name: deck.name.trim().slice(0, ACCOUNT_DECK_LIMITS.name) };
  let response: Response;
  try {
    response = await fetch(DECK_IMAGE_PATHS.deckImages, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'image/png' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: DECK_IMAGE_MESSAGES.network };
  }
  if (response.status === 429) {
    return { ok: false, status: 429, message: DECK_IMAGE_MESSAGES.rateLimited };
  }
  if (!response.ok) {
    const message = (await readErrorMessage(response)) ?? DECK_IMAGE_MESSAGES.failed;
    return { ok: false, status: response.status, message };
  }
  if (response.headers.get('content-type') !== 'image/png') {
    return { ok: false, status: response.status, message: DECK_IMAGE_MESSAGES.notPng };
  }
  return { ok: true, image: await response.blob() };
}
