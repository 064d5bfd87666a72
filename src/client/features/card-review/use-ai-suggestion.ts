import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import {
  AI_PATHS,
  cardSuggestionResponseSchema,
  formatAiFailureMessage,
  type AiProviderKind,
  type CardSuggestionRequest,
} from '../../../contract/ai';
import type { EffectProblem } from '../../../domain/ai-reply/effect-validator';
import type { CardDraft } from '../../../domain/review/card-draft';
import {
  applySuggestionToDraft,
  fillDraftWithAiFailure,
  type SuggestionReview,
} from '../../../domain/review/suggestion-draft';
import { requestJson, toWriteInit } from '../../lib/api-client';
import type { EditorMode } from './card-fields';

/** A suggestion merged into the form: which one, who answered, and the editor's decisions. */
export interface AppliedSuggestion {
  id: string;
  provider: AiProviderKind;
  model: string;
  effectProblems: EffectProblem[];
  review: SuggestionReview;
}

interface AiSuggestionOptions {
  mode: EditorMode;
  /** The card being edited; null while creating one. */
  cardId: number | null;
  draft: CardDraft;
  setDraft: Dispatch<SetStateAction<CardDraft>>;
}

/** The quiet note of the main mode, where a failure is only logged (SPEC §8). */
export const AI_MAIN_MODE_NOTE =
  'La IA no pudo leer la carta; completa los campos a mano o inténtalo de nuevo.';

/**
 * 'Revisar con IA' and 'Autocompletar con IA' (issue 8): asks the server to read the card image,
 * merges the answer into the form with reviewed reset to false, and remembers the form before
 * it so each changed field can be accepted or reverted. A failure alerts and fills the form with
 * the error texts in review, and is only logged with a quiet note in the main mode (SPEC §8).
 */
export function useAiSuggestion({ mode, cardId, draft, setDraft }: AiSuggestionOptions) {
  const [isAnalyzing, setIsAnalyzing] = useState(false);
  const [suggestion, setSuggestion] = useState<AppliedSuggestion | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [customPrompt, setCustomPrompt] = useState('');
  // The answer is merged into the form as it is when the answer arrives, typing included.
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  });

  const analyze = async () => {
    const imageUrl = latestDraft.current.ruta_completa.trim();
    if (isAnalyzing || imageUrl === '') return;
    setIsAnalyzing(true);
    setNote(null);
    const request: CardSuggestionRequest = {
      imageUrl,
      mode,
      ...(cardId === null ? {} : { cardId }),
      ...(mode === 'main' && customPrompt.trim() !== ''
        ? { customPrompt: customPrompt.trim() }
        : {}),
    };
    const result = await requestJson(
      AI_PATHS.cardSuggestion,
      cardSuggestionResponseSchema,
      toWriteInit('POST', request),
    );
    setIsAnalyzing(false);
    if (result.ok) {
      const applied = applySuggestionToDraft(latestDraft.current, result.data.card);
      setDraft(applied.draft);
      setSuggestion({
        id: result.data.suggestionId,
        provider: result.data.provider,
        model: result.data.model,
        effectProblems: result.data.effectProblems,
        review: applied.review,
      });
      return;
    }
    const message = formatAiFailureMessage(result);
    console.error(message);
    if (mode === 'review') {
      window.alert(message);
      setSuggestion(null);
      setDraft(fillDraftWithAiFailure(latestDraft.current));
    } else {
      setNote(AI_MAIN_MODE_NOTE);
    }
  };

  return {
    isAnalyzing,
    suggestion,
    note,
    customPrompt,
    setCustomPrompt,
    analyze,
    clear: () => setSuggestion(null),
    updateReview: (update: (review: SuggestionReview) => SuggestionReview) =>
      setSuggestion((current) =>
        current ? { ...current, review: update(current.review) } : current,
      ),
  };
}

export type AiSuggestionState = ReturnType<typeof useAiSuggestion>;
