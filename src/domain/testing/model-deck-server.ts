import type { DeckContent } from '../decks/deck-content';
import type { DeckSyncReply, DeckSyncRequest, ServerDeckSnapshot } from '../decks/deck-sync-queue';

interface ModelDeck {
  versions: DeckContent[];
  deletedAt: string | null;
}

/**
 * The server's rules for decks on the account, in memory, for the sync queue's tests: a save on
 * a stale base is refused with the current deck, a save on the current one is the next version.
 */
export class ModelDeckServer {
  readonly decks = new Map<string, ModelDeck>();

  snapshot(id: string): ServerDeckSnapshot {
    const deck = this.decks.get(id);
    if (deck === undefined) throw new Error(`no deck ${id}`);
    const content = deck.versions.at(-1);
    if (content === undefined) throw new Error(`deck ${id} has no version`);
    return {
      id,
      version: deck.versions.length,
      content,
      deletedAt: deck.deletedAt,
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
  }

  list(): ServerDeckSnapshot[] {
    return [...this.decks.keys()].map((id) => this.snapshot(id));
  }

  handle(request: DeckSyncRequest): DeckSyncReply {
    const deck = this.decks.get(request.deckId);
    const { operation } = request;
    if (operation.kind !== 'save') {
      if (deck === undefined) return { kind: 'not_found' };
      deck.deletedAt = operation.kind === 'trash' ? (deck.deletedAt ?? 'now') : null;
      return operation.kind === 'trash'
        ? { kind: 'trashed' }
        : { kind: 'saved', deck: this.snapshot(request.deckId) };
    }
    if (deck === undefined) {
      if (request.baseVersion !== 0) return { kind: 'not_found' };
      this.decks.set(request.deckId, { versions: [operation.content], deletedAt: null });
    } else {
      if (request.baseVersion !== deck.versions.length) {
        return { kind: 'conflict', current: this.snapshot(request.deckId) };
      }
      deck.versions.push(operation.content);
      deck.deletedAt = null;
    }
    return { kind: 'saved', deck: this.snapshot(request.deckId) };
  }
}
