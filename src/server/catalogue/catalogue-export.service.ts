import { cardListSchema } from '../../contract/cards';
import type { CardsService } from '../cards/cards.service';
import { formatCatalogue, type CatalogueFormat } from './catalogue-file';

export type CatalogueExport =
  { ok: true; body: string; etag: string } | { ok: false; reason: 'damaged'; message: string };

/**
 * The catalogue as a downloadable file, the same bytes `npm run export` writes. Each format is
 * made at most once per catalogue revision, from the snapshot the API already keeps.
 */
export function createCatalogueExports(cards: CardsService) {
  let made: { snapshotEtag: string; files: Map<CatalogueFormat, string> } | null = null;

  return {
    async exportCatalogue(format: CatalogueFormat): Promise<CatalogueExport> {
      const read = await cards.getCatalogue();
      if (!read.ok) return read;
      const { snapshot } = read;
      if (made?.snapshotEtag !== snapshot.etag) {
        made = { snapshotEtag: snapshot.etag, files: new Map() };
      }
      let body = made.files.get(format);
      if (body === undefined) {
        body = formatCatalogue(cardListSchema.parse(JSON.parse(snapshot.body)), format);
        made.files.set(format, body);
      }
      // The file's tag follows the catalogue's, one per format.
      return { ok: true, body, etag: `"${snapshot.etag.slice(1, -1)}-${format}"` };
    },
  };
}

export type CatalogueExports = ReturnType<typeof createCatalogueExports>;
