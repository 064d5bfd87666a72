import { catalogueInfoSchema, type CatalogueInfo } from '../../contract/cards';
import { countCards } from '../cards/cards.repository';
import { META_KEYS, readMeta } from '../db/app-meta.repository';
import type { Database } from '../db/connect';

const catalogueSourceSchema = catalogueInfoSchema.unwrap().shape.source;

/** What the UI shows about the catalogue: demo or imported, and how many cards. */
export async function getCatalogueInfo(db: Database): Promise<CatalogueInfo> {
  const storedSource = catalogueSourceSchema.safeParse(
    await readMeta(db, META_KEYS.catalogueSource),
  );
  return {
    source: storedSource.success ? storedSource.data : 'demo',
    cardCount: await countCards(db),
  };
}
