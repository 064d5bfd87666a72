import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { CardWriteResponse } from '../../../contract/card-writes';
import type { Card } from '../../../domain/cards/card';
import {
  readCardDraft,
  toCardDraft,
  type CardDraft,
  type DraftProblem,
} from '../../../domain/review/card-draft';
import {
  acceptSuggestedField,
  listKeptFields,
  revertSuggestedField,
  type SuggestableField,
} from '../../../domain/review/suggestion-draft';
import { CardImage } from '../../ui/card-image';
import { AiSuggestionPanel } from './ai-suggestion-panel';
import { CardFields, type EditorMode } from './card-fields';
import { createCard, saveCard } from './card-write-requests';
import { storeSavedCard } from './catalogue-cache';
import { ConflictPanel } from './conflict-panel';
import { EditorActions } from './editor-actions';
import { useAiSuggestion } from './use-ai-suggestion';

interface CardEditorFormProps {
  mode: EditorMode;
  /** The card as loaded with its version, or null when creating one. */
  loaded: CardWriteResponse | null;
  onSaved: (card: Card) => void;
  /** 'Siguiente Sin Revisar': the next unreviewed card, without saving (review only). */
  onSkip?: () => void;
  onCancel: () => void;
}

function isShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key === 'Enter';
}

/**
 * The edit modal's body, one component for both modes (issue 7): the preview, the AI button,
 * the fields, and the save that names the version the card was loaded at, so an edit never
 * overwrites someone else's unseen change.
 */
export function CardEditorForm({ mode, loaded, onSaved, onSkip, onCancel }: CardEditorFormProps) {
  const queryClient = useQueryClient();
  const isCreating = loaded === null;
  const [draft, setDraft] = useState<CardDraft>(() => toCardDraft(loaded?.card ?? null));
  const [baseVersion, setBaseVersion] = useState(loaded?.version ?? null);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<CardWriteResponse | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const ai = useAiSuggestion({ mode, cardId: loaded?.card.id ?? null, draft, setDraft });

  const updateDraft = (patch: Partial<CardDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));

  const handleSave = async (version = baseVersion) => {
    if (isSaving) return;
    const reading = readCardDraft(draft, { isIdRequired: !isCreating });
    if (!reading.ok) {
      setProblems(reading.problems);
      setFailure('Revisa los campos marcados antes de guardar.');
      return;
    }
    setProblems([]);
    setFailure(null);
    setIsSaving(true);
    const origin = ai.suggestion
      ? { aiSuggestionId: ai.suggestion.id, keptFields: listKeptFields(ai.suggestion.review) }
      : null;
    const result =
      loaded === null || version === null
        ? await createCard(reading.card)
        : await saveCard(loaded.card.id, reading.card, version, origin);
    setIsSaving(false);
    if (result.ok) {
      storeSavedCard(queryClient, result.saved.card);
      onSaved(result.saved.card);
    } else if (result.conflict) {
      setConflict(result.conflict);
    } else {
      setFailure(result.failure.message);
    }
  };

  const handleSaveMine = (current: CardWriteResponse) => {
    setConflict(null);
    setBaseVersion(current.version);
    void handleSave(current.version);
  };

  const handleDiscardMine = (current: CardWriteResponse) => {
    setConflict(null);
    setBaseVersion(current.version);
    setDraft(toCardDraft(current.card));
    ai.clear();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isShortcut(event)) return;
    event.preventDefault();
    if (event.shiftKey) onSkip?.();
    else void handleSave();
  };

  const handleAccept = (field: SuggestableField) =>
    ai.updateReview((review) => acceptSuggestedField(review, field));
  const handleRevert = (field: SuggestableField) => {
    if (!ai.suggestion) return;
    const reverted = revertSuggestedField(draft, ai.suggestion.review, field);
    setDraft(reverted.draft);
    ai.updateReview(() => reverted.review);
  };

  let notice: ReactNode = null;
  if (conflict) {
    notice = (
      <ConflictPanel
        mine={draft}
        current={conflict}
        onSaveMine={() => handleSaveMine(conflict)}
        onDiscardMine={() => handleDiscardMine(conflict)}
      />
    );
  } else if (failure) {
    notice = (
      <p
        role="alert"
        className="rounded-md border border-rose-400/40 bg-rose-950/40 p-3 text-sm text-rose-100"
      >
        {failure}
      </p>
    );
  }

  return (
    <div onKeyDown={handleKeyDown} className="grid gap-5 md:grid-cols-[15rem_minmax(0,1fr)]">
      <div className="space-y-3">
        <CardImage
          src={draft.ruta_completa.trim() || null}
          alt={`Vista previa de ${draft.nombre || 'la carta'}`}
          width={630}
          height={880}
          placeholderLabel="Sin Imagen"
          className="mx-auto aspect-[63/88] w-40 rounded-lg ring-1 ring-amber-200/20 md:w-full"
        />
        <AiSuggestionPanel mode={mode} ai={ai} imageUrl={draft.ruta_completa} />
      </div>
      <div className="min-w-0 space-y-4">
        <CardFields
          mode={mode}
          isCreating={isCreating}
          draft={draft}
          onChange={updateDraft}
          problems={problems}
          review={ai.suggestion?.review ?? null}
          onAccept={handleAccept}
          onRevert={handleRevert}
        />
        {notice}
        <EditorActions
          mode={mode}
          isSaving={isSaving}
          onCancel={onCancel}
          onSave={() => void handleSave()}
          onSkip={onSkip}
        />
      </div>
    </div>
  );
}
