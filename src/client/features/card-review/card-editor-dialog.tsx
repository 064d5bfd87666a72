import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { Card } from '../../../domain/cards/card';
import { ApiError, describeError } from '../../lib/api-client';
import { CATALOGUE_QUERY_KEYS } from '../../lib/catalogue-queries';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { CardEditorForm } from './card-editor-form';
import type { EditorMode } from './card-fields';
import { loadVersionedCard } from './card-write-requests';
import { CloseIcon } from '../../ui/close-icon';
import { useReturnFocus } from '../../ui/use-return-focus';

/** What the edit modal is open on: a card to review or edit, or a new card (id null). */
export type CardEditorTarget =
  { mode: 'review'; cardId: number } | { mode: 'main'; cardId: number | null };

interface CardEditorDialogProps {
  target: CardEditorTarget | null;
  onClose: () => void;
  onSaved: (card: Card) => void;
  /** 'Siguiente Sin Revisar' (review only). */
  onSkip?: () => void;
}

const DESCRIPTIONS: Record<EditorMode, string> = {
  review: 'Corrige los datos de la carta, márcala como revisada y pasa a la siguiente sin revisar.',
  main: 'Edita los datos de la carta y sus efectos estructurados.',
};

function DialogFrame({
  title,
  mode,
  children,
}: {
  title: string;
  mode: EditorMode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="mb-4 flex items-start justify-between gap-3">
        <Dialog.Title className="min-w-0 font-serif text-2xl break-words text-amber-200">
          {title}
        </Dialog.Title>
        <Dialog.Close
          aria-label="Cerrar"
          className="rounded-md p-2 text-stone-300 hover:bg-stone-800 hover:text-amber-100"
        >
          <CloseIcon />
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">{DESCRIPTIONS[mode]}</Dialog.Description>
      {children}
    </>
  );
}

interface ExistingCardEditorProps extends Omit<CardEditorDialogProps, 'target'> {
  mode: EditorMode;
  cardId: number;
}

/** Loads the card afresh with its version, so the edit starts from what is stored now. */
function ExistingCardEditor({ mode, cardId, onClose, onSaved, onSkip }: ExistingCardEditorProps) {
  const cardQuery = useQuery({
    queryKey: [...CATALOGUE_QUERY_KEYS.card(cardId), 'editable'],
    queryFn: async () => {
      const result = await loadVersionedCard(cardId);
      if (!result.ok) throw new ApiError(result);
      return result.data;
    },
    staleTime: 0,
    gcTime: 0,
  });
  if (cardQuery.isPending) {
    return (
      <DialogFrame title="Cargando carta" mode={mode}>
        <LoadingScreen />
      </DialogFrame>
    );
  }
  if (cardQuery.isError) {
    return (
      <DialogFrame title="No se pudo abrir la carta" mode={mode}>
        <LoadError
          title="No se pudo cargar la carta."
          message={describeError(cardQuery.error)}
          onRetry={() => void cardQuery.refetch()}
        />
      </DialogFrame>
    );
  }
  return (
    <DialogFrame title={`Editando: ${cardQuery.data.card.nombre}`} mode={mode}>
      <CardEditorForm
        mode={mode}
        loaded={cardQuery.data}
        onSaved={onSaved}
        onSkip={onSkip}
        onCancel={onClose}
      />
    </DialogFrame>
  );
}

/**
 * The card edit modal (SPEC §2 'Card edit modal'), one component with two modes: review (from
 * the review table, with Revisado and 'Siguiente Sin Revisar') and main (create, or edit from a
 * card's page, with the ID, the custom prompt and the structured effects). Closing discards.
 */
export function CardEditorDialog({ target, onClose, onSaved, onSkip }: CardEditorDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={target !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[94dvh] w-[min(96vw,62rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-amber-300/30 bg-stone-900 p-4 shadow-2xl shadow-black sm:p-6"
        >
          {target !== null && target.cardId !== null && (
            <ExistingCardEditor
              key={target.cardId}
              mode={target.mode}
              cardId={target.cardId}
              onClose={onClose}
              onSaved={onSaved}
              onSkip={target.mode === 'review' ? onSkip : undefined}
            />
          )}
          {target !== null && target.cardId === null && (
            <DialogFrame title="Creando Nueva Carta" mode="main">
              <CardEditorForm mode="main" loaded={null} onSaved={onSaved} onCancel={onClose} />
            </DialogFrame>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
