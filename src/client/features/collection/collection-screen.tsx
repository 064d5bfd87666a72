import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { normalizeName } from '../../../domain/cards/card-name';
import { describeError } from '../../lib/api-client';
import { useCards } from '../../lib/catalogue-queries';
import { COLLECTION_QUERY_KEY, useCollection } from '../../lib/collection-store';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { CollectionExportButton } from './collection-export-button';
import { CollectionImportPanel } from './collection-import-panel';
import { LocalCollectionOffer } from './local-collection-offer';
import { OwnedCardList, type OwnedCard } from './owned-card-list';

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-md border border-stone-700/70 bg-stone-900/70 px-3 py-2">
      <dt className="text-xs tracking-wide text-stone-400 uppercase">{label}</dt>
      <dd className="mt-0.5 text-2xl font-semibold text-stone-100 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * 'Mi colección' (issue 17): how many cards the player owns in all and how many distinct, the
 * owned cards with their copies (searchable by name), and CSV import and export. A player's is
 * on the account; a visitor's stays in this browser.
 */
export function CollectionScreen() {
  const { collection, place, isReady, loadError, setCount } = useCollection();
  const cardsQuery = useCards();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const cards = cardsQuery.data;
  const cardsById = useMemo(() => new Map((cards ?? []).map((card) => [card.id, card])), [cards]);
  const owned = useMemo<OwnedCard[]>(
    () =>
      [...collection]
        .map(([id, count]) => ({ id, count, card: cardsById.get(id) ?? null }))
        .sort((first, second) =>
          byName.compare(first.card?.nombre ?? '\uffff', second.card?.nombre ?? '\uffff'),
        ),
    [collection, cardsById],
  );
  const shown = useMemo(() => {
    const wanted = normalizeName(search.trim());
    if (wanted === '') return owned;
    return owned.filter((entry) => normalizeName(entry.card?.nombre ?? '').includes(wanted));
  }, [owned, search]);

  if (loadError !== null) {
    return (
      <LoadError
        title="No se pudo cargar tu colección."
        message={loadError}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: COLLECTION_QUERY_KEY })}
      />
    );
  }
  if (cardsQuery.isError) {
    return (
      <LoadError
        title="No se pudo cargar el catálogo."
        message={describeError(cardsQuery.error)}
        onRetry={() => void cardsQuery.refetch()}
      />
    );
  }
  if (!isReady || cards === undefined) return <LoadingScreen />;
  const totalCopies = owned.reduce((sum, entry) => sum + entry.count, 0);

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 pt-6 pb-16">
      <header>
        <h2 className="font-serif text-3xl text-amber-100">Mi colección</h2>
        <p className="mt-1 text-sm text-stone-400">
          {place === 'account'
            ? 'Guardada en tu cuenta.'
            : 'Guardada en este navegador. Inicia sesión para guardarla en tu cuenta.'}
        </p>
      </header>
      <LocalCollectionOffer />
      <dl className="grid max-w-md grid-cols-2 gap-3">
        <Total label="Cartas en total" value={totalCopies} />
        <Total label="Cartas distintas" value={owned.length} />
      </dl>
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby={`${searchId}-title`} className="min-w-0">
          <h3 id={`${searchId}-title`} className="font-serif text-xl text-amber-200">
            Tus cartas
          </h3>
          <label htmlFor={searchId} className="mt-3 block text-sm text-stone-300">
            Buscar por nombre
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="mt-1 h-11 w-full rounded-md border border-stone-700 bg-stone-950 px-3 text-stone-100"
          />
          {owned.length === 0 ? (
            <p className="mt-4 text-stone-300">
              Tu colección está vacía. Añade cartas desde el catálogo o importa un CSV.
            </p>
          ) : shown.length === 0 ? (
            <p className="mt-4 text-stone-300">Ninguna carta de tu colección tiene ese nombre.</p>
          ) : (
            <div className="mt-2">
              <OwnedCardList cards={shown} onSetCount={setCount} />
            </div>
          )}
        </section>
        <section aria-labelledby={`${searchId}-csv`} className="space-y-4">
          <h3 id={`${searchId}-csv`} className="font-serif text-xl text-amber-200">
            Importar y exportar
          </h3>
          <CollectionExportButton collection={collection} cardsById={cardsById} />
          <CollectionImportPanel />
        </section>
      </div>
    </div>
  );
}
