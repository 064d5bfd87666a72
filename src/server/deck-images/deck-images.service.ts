import { availableParallelism } from 'node:os';
import { cardListSchema } from '../../contract/cards';
import type { DeckImageRequest } from '../../contract/deck-images';
import type { Card } from '../../domain/cards/card';
import type { BanlistsService } from '../banlists/banlists.service';
import type { CardsService } from '../cards/cards.service';
import type { CatalogueSnapshot } from '../cards/catalogue-snapshot';
import type { DemoImagesService } from '../images/demo-images.service';
import { describeDeckImage, groupDeckImageLines } from './deck-image-content';
import type { DeckImageGroup } from './deck-image-layout';
import { renderDeckImage } from './deck-image-render';
import { loadTileArt } from './deck-image-tiles';
import { createRenderGate, type RenderGate } from './render-gate';

export type DeckImageOutcome =
  | { ok: true; png: Buffer }
  /** Every rendering slot and queue place is taken: try again in a moment. */
  | { ok: false; reason: 'busy' }
  | { ok: false; reason: 'damaged'; message: string };

export interface DeckImagesService {
  renderDeckImage: (request: DeckImageRequest) => Promise<DeckImageOutcome>;
}

/**
 * Renderings at once: sharp spreads each over libvips' threads already, so a few at a time keep
 * the CPU busy while leaving the event loop and other requests their share.
 */
const DEFAULT_CONCURRENCY = Math.max(1, Math.min(4, Math.floor(availableParallelism() / 2)));
const DEFAULT_QUEUE_LIMIT = 16;

export interface DeckImagesDeps {
  cards: Pick<CardsService, 'getCatalogue'>;
  banlists: Pick<BanlistsService, 'listBanlists'>;
  images: DemoImagesService;
  gate?: RenderGate;
}

/** Deck images (issue 17): the deck's name, format and card thumbnails, grouped by type. */
export function createDeckImagesService(deps: DeckImagesDeps): DeckImagesService {
  const gate =
    deps.gate ??
    createRenderGate({ concurrency: DEFAULT_CONCURRENCY, queueLimit: DEFAULT_QUEUE_LIMIT });
  // The catalogue's cards by id, parsed once per catalogue revision.
  const indexes = new WeakMap<CatalogueSnapshot, ReadonlyMap<number, Card>>();

  function indexCatalogue(snapshot: CatalogueSnapshot): ReadonlyMap<number, Card> {
    let index = indexes.get(snapshot);
    if (!index) {
      const cards = cardListSchema.parse(JSON.parse(snapshot.body));
      index = new Map(cards.map((card) => [card.id, card]));
      indexes.set(snapshot, index);
    }
    return index;
  }

  /** The format's published name; a key the server does not know (a banlist made in the browser) as written. */
  async function readFormatName(key: string): Promise<string> {
    const banlists = await deps.banlists.listBanlists();
    return banlists.find((banlist) => banlist.key === key)?.name ?? key;
  }

  async function render(request: DeckImageRequest): Promise<DeckImageOutcome> {
    const read = await deps.cards.getCatalogue();
    if (!read.ok) return read;
    const catalogue = indexCatalogue(read.snapshot);
    const formatName = await readFormatName(request.format);
    const groups: DeckImageGroup[] = await Promise.all(
      groupDeckImageLines(request, catalogue).map(async (section) => ({
        heading: section.heading,
        entries: await Promise.all(
          section.lines.map(async (line) => ({
            label: line.label,
            count: line.count,
            art: await loadTileArt(line.card, deps.images),
          })),
        ),
      })),
    );
    const png = await renderDeckImage({ ...describeDeckImage(request, formatName), groups });
    return { ok: true, png };
  }

  return {
    async renderDeckImage(request) {
      const outcome = await gate.run(() => render(request));
      return outcome.ok ? outcome.value : outcome;
    },
  };
}
