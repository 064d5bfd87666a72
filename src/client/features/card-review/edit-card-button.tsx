import { useState } from 'react';
import type { Card } from '../../../domain/cards/card';
import { canEditCards, useCurrentUser } from '../../lib/session';
import { CardEditorDialog, type CardEditorTarget } from './card-editor-dialog';

/**
 * 'Editar carta' on a card's page: opens the edit modal in its main mode, for signed-in editors
 * only (SPEC §2 'The main dialog opens only when a user is signed in'; issue 7 roles).
 */
export function EditCardButton({ card }: { card: Card }) {
  const { data: user } = useCurrentUser();
  const [target, setTarget] = useState<CardEditorTarget | null>(null);
  if (!canEditCards(user)) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setTarget({ mode: 'main', cardId: card.id })}
        className="rounded-md border border-amber-300/40 px-3 py-1.5 text-sm text-amber-100 hover:bg-amber-300/10"
      >
        Editar carta
      </button>
      <CardEditorDialog
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => setTarget(null)}
      />
    </>
  );
}
