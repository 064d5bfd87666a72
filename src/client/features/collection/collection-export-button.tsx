import { useState } from 'react';
import type { Card } from '../../../domain/cards/card';
import { downloadTextFile } from '../../lib/deck-file';
import { formatCollectionCsv } from './collection-csv';

interface CollectionExportButtonProps {
  collection: ReadonlyMap<number, number>;
  cardsById: ReadonlyMap<number, Card>;
}

/**
 * 'Exportar CSV': the collection as `coleccion.csv` (`id,nombre,cantidad`), made in the browser
 * from what is on screen, the same for a player and a visitor.
 */
export function CollectionExportButton({ collection, cardsById }: CollectionExportButtonProps) {
  const [isBusy, setBusy] = useState(false);

  async function handleExport() {
    setBusy(true);
    downloadTextFile('coleccion.csv', await formatCollectionCsv(collection, cardsById), 'text/csv');
    setBusy(false);
  }

  return (
    <button
      type="button"
      disabled={isBusy || collection.size === 0}
      onClick={() => void handleExport()}
      className="min-h-11 rounded-md border border-amber-300/40 px-4 text-amber-100 hover:bg-stone-800 disabled:opacity-50"
    >
      Exportar CSV
    </button>
  );
}
