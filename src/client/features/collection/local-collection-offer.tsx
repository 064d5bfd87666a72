import { useState } from 'react';
import { useCollection, useLocalCollectionStore } from '../../lib/collection-store';

/**
 * For a player who kept a collection in this browser before signing in: 'Añadir tu colección de
 * este navegador a tu cuenta'. A card in both keeps the larger count, so the same cards noted
 * twice are not counted twice; once added, this browser's copy is emptied.
 */
export function LocalCollectionOffer() {
  const { place, isReady, collection, applyCounts } = useCollection();
  const localCards = useLocalCollectionStore((state) => state.cards);
  const clearLocal = useLocalCollectionStore((state) => state.clear);
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);
  const [isBusy, setBusy] = useState(false);
  if (place !== 'account' || !isReady) return null;
  if (localCards.size === 0) {
    return status === null ? null : (
      <p role="status" className="rounded-md bg-emerald-950/50 p-3 text-sm text-emerald-100">
        {status.text}
      </p>
    );
  }

  async function handleAdd() {
    setBusy(true);
    const cards = [...localCards].map(([id, count]) => ({
      id,
      count: Math.max(count, collection.get(id) ?? 0),
    }));
    const result = await applyCounts(cards, 'merge');
    setBusy(false);
    if (!result.ok) {
      setStatus({ text: `No se pudo añadir: ${result.message}`, isError: true });
      return;
    }
    clearLocal();
    setStatus({ text: 'Tu colección de este navegador está ahora en tu cuenta.', isError: false });
  }

  return (
    <section
      aria-label="Colección de este navegador"
      className="rounded-lg border border-amber-300/30 bg-stone-900/80 p-4"
    >
      <p className="text-stone-200">
        Este navegador guarda una colección de {localCards.size}{' '}
        {localCards.size === 1 ? 'carta distinta' : 'cartas distintas'} hecha sin cuenta. Si una
        carta ya está en tu cuenta, se queda con el mayor número de copias.
      </p>
      <button
        type="button"
        disabled={isBusy}
        onClick={() => void handleAdd()}
        className="mt-3 min-h-11 rounded-md bg-amber-300 px-4 font-semibold text-stone-950 hover:bg-amber-200 disabled:opacity-60"
      >
        Añadir tu colección de este navegador a tu cuenta
      </button>
      {status?.isError && (
        <p role="alert" className="mt-2 text-sm text-rose-200">
          {status.text}
        </p>
      )}
    </section>
  );
}
