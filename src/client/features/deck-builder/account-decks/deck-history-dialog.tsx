import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import type { AccountDeckVersion } from '../../../../contract/account-decks';
import { diffDeckContent, type DeckContent } from '../../../../domain/decks/deck-content';
import { ApiError } from '../../../lib/api-client';
import { restoreDeckVersion } from '../../../lib/deck-sync/deck-library';
import { fetchDeckVersions } from '../../../lib/deck-sync/deck-sync-requests';
import { notify } from '../../../lib/notification-store';
import { DialogPanel } from '../../../ui/dialog-panel';
import type { CardNamer } from './card-namer';
import { DeckChangeView } from './deck-change-view';
import { formatCardCount } from '../../../lib/count-labels';

const versionsKey = (deckId: string) => ['session', 'deck-versions', deckId] as const;

function toContent(version: AccountDeckVersion): DeckContent {
  return { name: version.name, format: version.format, cards: version.cards, side: version.side };
}

function countCards(version: AccountDeckVersion): number {
  return version.cards.reduce((total, entry) => total + entry.count, 0);
}

function useDeckVersions(deckId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: versionsKey(deckId),
    enabled,
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) => {
      const result = await fetchDeckVersions(deckId, pageParam);
      if (!result.ok) throw new ApiError(result);
      return result.data;
    },
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}

interface DeckHistoryDialogProps {
  deckId: string;
  deckName: string;
  nameCard: CardNamer;
  nameFormat: (key: string) => string;
}

/**
 * 'Historial' of a deck on the account (issue 16): every save, newest first; any two compared
 * ('Cambios desde la última vez' by default: the last save against the one before); any old
 * version restored as a new one.
 */
export function DeckHistoryDialog({
  deckId,
  deckName,
  nameCard,
  nameFormat,
}: DeckHistoryDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [fromVersion, setFromVersion] = useState<number | null>(null);
  const [toVersion, setToVersion] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const query = useDeckVersions(deckId, isOpen);
  const fromId = useId();
  const toId = useId();
  const versions = query.data?.pages.flatMap((page) => page.versions) ?? [];
  const latest = versions[0];
  const to = versions.find((version) => version.version === toVersion) ?? latest;
  const from =
    versions.find((version) => version.version === fromVersion) ??
    versions.find((version) => to !== undefined && version.version < to.version);
  const isSinceLast = from !== undefined && to === latest && from === versions[1];

  async function handleRestore(version: number) {
    if (restoring !== null) return;
    setRestoring(version);
    const result = await restoreDeckVersion(deckId, version);
    setRestoring(null);
    if (!result.ok) {
      notify(result.message);
      return;
    }
    setFromVersion(null);
    setToVersion(null);
    await queryClient.invalidateQueries({ queryKey: versionsKey(deckId) });
    notify(`Versión ${version} restaurada como la versión más reciente.`);
  }

  function renderVersionSelect(
    id: string,
    label: string,
    value: number | undefined,
    onChange: (version: number) => void,
  ) {
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-xs text-stone-400">
          {label}
        </label>
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(Number(event.target.value))}
          className="min-h-11 rounded-md border border-stone-700 bg-stone-950 px-2 py-1.5 text-sm text-stone-100 sm:min-h-0"
        >
          {versions.map((version) => (
            <option key={version.version} value={version.version}>
              Versión {version.version}
            </option>
          ))}
        </select>
      </div>
    );
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger
        aria-label={`Historial de ${deckName}`}
        className="min-h-11 rounded-md px-2 py-1 text-sm text-stone-300 hover:bg-stone-800 hover:text-amber-100 sm:min-h-0"
      >
        Historial
      </Dialog.Trigger>
      <DialogPanel title={<>Historial de «{deckName}»</>} widthClass="w-[min(94vw,48rem)]">
        <Dialog.Description className="text-sm text-stone-300">
          Cada guardado es una versión. Compara dos para saber qué cartas añadir y quitar, o
          restaura una antigua como la más reciente.
        </Dialog.Description>
        {query.isPending && <p className="text-sm text-stone-400">Cargando...</p>}
        {query.isError && (
          <p role="alert" className="text-sm text-rose-300">
            No se pudo cargar el historial: {query.error.message}
          </p>
        )}
        {from !== undefined && to !== undefined && (
          <section className="space-y-3 rounded-lg border border-stone-700 p-3">
            <h4 className="font-semibold text-amber-100">
              {isSinceLast
                ? 'Cambios desde la última vez'
                : `Cambios de la versión ${from.version} a la ${to.version}`}
            </h4>
            <div className="flex flex-wrap gap-3">
              {renderVersionSelect(fromId, 'Desde', from.version, setFromVersion)}
              {renderVersionSelect(toId, 'Hasta', to.version, setToVersion)}
            </div>
            <DeckChangeView
              change={diffDeckContent(toContent(from), toContent(to))}
              nameCard={nameCard}
              nameFormat={nameFormat}
            />
          </section>
        )}
        <ol className="space-y-2">
          {versions.map((version) => (
            <li
              key={version.version}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-700 p-2 text-sm"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-amber-100">
                  Versión {version.version}
                  {version === latest && ' (actual)'}
                </p>
                <p className="text-xs text-stone-400">
                  {new Date(version.createdAt).toLocaleString('es-CL')} · «{version.name}» ·{' '}
                  {nameFormat(version.format)} · {formatCardCount(countCards(version))}
                </p>
                {version.note !== null && <p className="text-xs text-stone-300">{version.note}</p>}
              </div>
              {version !== latest && (
                // aria-disabled, not disabled, while a restore runs: a disabled button drops
                // the focus to the page, and the notification that follows could not give it
                // back to the history.
                <button
                  type="button"
                  aria-disabled={restoring !== null}
                  onClick={() => void handleRestore(version.version)}
                  className="min-h-11 w-full rounded-md border border-amber-300/50 px-3 py-1 text-amber-100 hover:bg-amber-300/10 aria-disabled:opacity-50 sm:min-h-9 sm:w-auto"
                >
                  {restoring === version.version
                    ? 'Restaurando...'
                    : `Restaurar versión ${version.version}`}
                </button>
              )}
            </li>
          ))}
        </ol>
        {query.hasNextPage && (
          <button
            type="button"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            className="min-h-11 rounded-md border border-stone-600 px-3 py-2 text-sm text-stone-200 hover:bg-stone-800"
          >
            {query.isFetchingNextPage ? 'Cargando...' : 'Ver versiones anteriores'}
          </button>
        )}
      </DialogPanel>
    </Dialog.Root>
  );
}
