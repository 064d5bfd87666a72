import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import {
  CARD_WRITE_PATHS,
  cardRevisionListSchema,
  cardWriteResponseSchema,
  type CardRevision,
} from '../../../contract/card-writes';
import {
  CARD_FIELD_LABELS,
  formatCardFieldValue,
  listCardChanges,
} from '../../../domain/review/card-changes';
import { describeError, fetchJson, requestJson, toWriteInit } from '../../lib/api-client';
import { SESSION_SCOPED_QUERY_KEYS } from '../../lib/session';
import { LoadError } from '../../ui/load-error';
import { useReturnFocus } from '../../ui/use-return-focus';

const dateFormat = new Intl.DateTimeFormat('es-CL', { dateStyle: 'medium', timeStyle: 'short' });

function RevisionChanges({ revision }: { revision: CardRevision }) {
  const changes = listCardChanges(revision.before, revision.after);
  if (changes.length === 0)
    return <p className="text-sm text-stone-400">Sin cambios en los datos.</p>;
  return (
    <dl className="space-y-1 text-sm">
      {changes.map((change) => (
        <div key={change.field} className="grid gap-x-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
          <dt className="text-stone-400">{CARD_FIELD_LABELS[change.field]}</dt>
          <dd className="min-w-0 break-words text-stone-200">
            <span className="text-rose-200/90 line-through decoration-rose-300/50">
              {formatCardFieldValue(change.field, change.before)}
            </span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> pasa a </span>
            <span className="text-emerald-200">
              {formatCardFieldValue(change.field, change.after)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface RestoreConfirmationProps {
  revision: CardRevision | null;
  onConfirm: (revision: CardRevision) => void;
  onCancel: () => void;
}

function RestoreConfirmation({ revision, onConfirm, onCancel }: RestoreConfirmationProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={revision !== null} onOpenChange={(isOpen) => !isOpen && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <AlertDialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-amber-300/30 bg-stone-900 p-6 shadow-2xl shadow-black"
        >
          <AlertDialog.Title className="font-serif text-xl text-amber-200">
            Restaurar esta versión
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-stone-200">
            La carta volverá a los datos de la versión {revision?.version}. El cambio se guarda como
            una revisión nueva, así que también podrás deshacerlo.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="rounded-md border border-stone-600 px-4 py-2 text-stone-100 hover:bg-stone-800">
              Cancelar
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={() => revision && onConfirm(revision)}
              className="rounded-md bg-amber-300 px-4 py-2 font-semibold text-stone-950 hover:bg-amber-200"
            >
              Restaurar
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function RevisionList({ cardId, revisions }: { cardId: number; revisions: CardRevision[] }) {
  const queryClient = useQueryClient();
  const [toRestore, setToRestore] = useState<CardRevision | null>(null);
  const [status, setStatus] = useState('');
  const [currentRevision] = revisions;

  const handleRestore = async (revision: CardRevision) => {
    setToRestore(null);
    if (!currentRevision) return;
    setStatus('Restaurando...');
    const result = await requestJson(
      CARD_WRITE_PATHS.restore(cardId, revision.id),
      cardWriteResponseSchema,
      toWriteInit('POST', { version: currentRevision.version }),
    );
    if (!result.ok) {
      setStatus(result.message);
      return;
    }
    setStatus(`Versión ${revision.version} restaurada como versión ${result.data.version}.`);
    // The catalogue, this card and its history all changed; every screen fetches them afresh.
    await queryClient.invalidateQueries({ queryKey: ['cards'] });
    await queryClient.invalidateQueries({ queryKey: SESSION_SCOPED_QUERY_KEYS.revisions(cardId) });
  };

  return (
    <>
      <p role="status" className="min-h-5 text-sm text-amber-100">
        {status}
      </p>
      <ol className="mt-2 space-y-3">
        {revisions.map((revision) => (
          <li
            key={revision.id}
            aria-label={`Versión ${revision.version}`}
            className="rounded-lg border border-stone-700/70 bg-stone-900/60 p-3"
          >
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-sm text-stone-300">
                <span className="font-semibold text-amber-100">Versión {revision.version}</span> ·{' '}
                {revision.author.name} ·{' '}
                <time dateTime={revision.createdAt}>
                  {dateFormat.format(new Date(revision.createdAt))}
                </time>
                {revision === currentRevision && <span className="text-stone-400"> (actual)</span>}
              </p>
              {revision !== currentRevision && (
                <button
                  type="button"
                  onClick={() => setToRestore(revision)}
                  className="rounded-md border border-amber-300/40 px-3 py-1 text-sm text-amber-100 hover:bg-amber-300/10"
                >
                  Restaurar esta versión
                </button>
              )}
            </div>
            <RevisionChanges revision={revision} />
          </li>
        ))}
      </ol>
      <RestoreConfirmation
        revision={toRestore}
        onConfirm={(revision) => void handleRestore(revision)}
        onCancel={() => setToRestore(null)}
      />
    </>
  );
}

/**
 * A card's history for editors (issue 7 'No lost edits'): every saved change, newest first,
 * with who and when and each field before → after; any earlier version can be restored, which
 * is itself a new revision.
 */
export function RevisionHistory({ cardId }: { cardId: number }) {
  const revisionsQuery = useQuery({
    queryKey: SESSION_SCOPED_QUERY_KEYS.revisions(cardId),
    queryFn: () => fetchJson(CARD_WRITE_PATHS.revisions(cardId), cardRevisionListSchema),
  });
  return (
    <section className="mt-10" aria-labelledby="revision-history-title">
      <h3 id="revision-history-title" className="font-serif text-xl text-amber-200">
        Historial de cambios
      </h3>
      <div className="mt-3">
        {revisionsQuery.isPending && <p className="text-stone-400">Cargando...</p>}
        {revisionsQuery.isError && (
          <LoadError
            title="No se pudo cargar el historial."
            message={describeError(revisionsQuery.error)}
            onRetry={() => void revisionsQuery.refetch()}
          />
        )}
        {revisionsQuery.isSuccess &&
          (revisionsQuery.data.length === 0 ? (
            <p className="text-stone-400">Esta carta no tiene cambios guardados todavía.</p>
          ) : (
            <RevisionList cardId={cardId} revisions={revisionsQuery.data} />
          ))}
      </div>
    </section>
  );
}
