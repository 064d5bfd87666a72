import { describe, expect, it } from 'vitest';
import { makeCard } from '../testing/card-factory';
import { toCardDraft } from './card-draft';
import {
  acceptSuggestedField,
  applySuggestionToDraft,
  fillDraftWithAiFailure,
  listKeptFields,
  revertSuggestedField,
} from './suggestion-draft';

const stored = makeCard({
  id: 5,
  nombre: 'Bennu',
  coste: 2,
  ruta_completa: '/images/5.webp',
  revisada: true,
});

describe('applySuggestionToDraft', () => {
  it('takes the suggested fields, resets reviewed and lists what changed', () => {
    const draft = toCardDraft(stored);
    const suggested = { ...stored, nombre: 'Bennu Dorado', coste: 4, revisada: false };
    const result = applySuggestionToDraft(draft, suggested);
    expect(result.draft).toMatchObject({ nombre: 'Bennu Dorado', coste: '4', revisada: false });
    expect(result.review.fields).toEqual({
      nombre: 'pending',
      coste: 'pending',
      revisada: 'pending',
    });
  });

  it('keeps the id and the image URL typed in the form', () => {
    const draft = { ...toCardDraft(stored), ruta_completa: 'https://example.org/bennu.jpg' };
    const suggested = { ...stored, id: 99, ruta_completa: '/otra.webp' };
    const result = applySuggestionToDraft(draft, suggested);
    expect(result.draft.id).toBe('5');
    expect(result.draft.ruta_completa).toBe('https://example.org/bennu.jpg');
  });

  it("keeps the editor's uniqueness choice: the reading never decides it", () => {
    const draft = { ...toCardDraft(stored), unica: true };
    const result = applySuggestionToDraft(draft, { ...stored, habilidad: 'Roba una carta.' });
    expect(result.draft.unica).toBe(true);
    expect(result.review.fields).toEqual({ habilidad: 'pending', revisada: 'pending' });
  });

  it('compares with the form as typed, not with the stored card', () => {
    const draft = { ...toCardDraft(stored), nombre: 'Bennu Dorado' };
    const result = applySuggestionToDraft(draft, { ...stored, nombre: 'Bennu Dorado' });
    expect(result.review.fields.nombre).toBeUndefined();
  });
});

describe('accepting and reverting suggested fields', () => {
  const draft = toCardDraft(stored);
  const applied = applySuggestionToDraft(draft, { ...stored, nombre: 'Fénix', coste: 5 });

  it('reverts one field to its value before the suggestion and leaves the others', () => {
    const reverted = revertSuggestedField(applied.draft, applied.review, 'nombre');
    expect(reverted.draft).toMatchObject({ nombre: 'Bennu', coste: '5' });
    expect(listKeptFields(reverted.review)).toEqual(['coste', 'revisada']);
  });

  it('keeps an accepted field among the kept ones', () => {
    const review = acceptSuggestedField(applied.review, 'coste');
    expect(review.fields.coste).toBe('accepted');
    expect(listKeptFields(review)).toEqual(['nombre', 'coste', 'revisada']);
  });
});

describe('AI failure in review', () => {
  it('fills the form with the error name and ability', () => {
    expect(fillDraftWithAiFailure(toCardDraft(stored))).toMatchObject({
      nombre: 'Error en IA',
      habilidad: 'Error al obtener sugerencias de la IA. Revisa la consola para más detalles.',
      revisada: false,
    });
  });
});
