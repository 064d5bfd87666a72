import { Switch } from 'radix-ui';
import { useId } from 'react';
import { CARD_TYPES } from '../../../domain/cards/card';
import { formatCardType, parseCardType } from '../../../domain/cards/card-type-labels';
import type {
  CardDraft,
  CardDraftTextField,
  DraftProblem,
} from '../../../domain/review/card-draft';
import { CARD_FIELD_LABELS, formatCardFieldValue } from '../../../domain/review/card-changes';
import type { SuggestableField, SuggestionReview } from '../../../domain/review/suggestion-draft';
import { AbilityTagsChoice } from './ability-tags-choice';
import { EditorField, inputClassName } from './editor-field';
import { EffectsEditor } from './effects-editor';
import { UniqueCardChoice } from './unique-card-choice';

export type EditorMode = 'review' | 'main';

interface CardFieldsProps {
  mode: EditorMode;
  isCreating: boolean;
  draft: CardDraft;
  onChange: (patch: Partial<CardDraft>) => void;
  problems: readonly DraftProblem[];
  review: SuggestionReview | null;
  onAccept: (field: SuggestableField) => void;
  onRevert: (field: SuggestableField) => void;
}

/** Long values (structured effects) are cut in the "before" note; the field shows them whole. */
const BEFORE_NOTE_LENGTH = 120;

function shorten(text: string): string {
  return text.length > BEFORE_NOTE_LENGTH ? `${text.slice(0, BEFORE_NOTE_LENGTH)}…` : text;
}

/**
 * The fields of the edit modal (SPEC §2): Nombre, Tipo, Habilidad, Historia, Coste, Fuerza,
 * Edición, Raza, Ilustrador, URL de la Imagen, 'Carta única' (ADR 0012) and 'Etiquetas' (ADR
 * 0023); the ID and the structured-effects editor in the main mode, the Revisado toggle in review.
 */
export function CardFields({
  mode,
  isCreating,
  draft,
  onChange,
  problems,
  review,
  onAccept,
  onRevert,
}: CardFieldsProps) {
  const baseId = useId();
  const fieldId = (field: keyof CardDraft) => `${baseId}-${field}`;
  const problemOf = (field: keyof CardDraft) =>
    problems.find((problem) => problem.field === field)?.message;

  const suggestionOf = (field: SuggestableField) => {
    const status = review?.fields[field];
    if (!review || status === undefined || status === 'reverted') return undefined;
    return {
      status,
      before: shorten(formatCardFieldValue(field, review.before[field])),
      onAccept: () => onAccept(field),
      onRevert: () => onRevert(field),
    };
  };

  const controlProps = (field: keyof CardDraft) => ({
    id: fieldId(field),
    'aria-invalid': problemOf(field) !== undefined,
    'aria-describedby': problemOf(field) ? `${fieldId(field)}-problem` : undefined,
  });

  const textField = (
    field: Exclude<CardDraftTextField, 'id' | 'habilidades'>,
    options: { isMultiline?: boolean; isNumber?: boolean; className?: string } = {},
  ) => (
    <EditorField
      id={fieldId(field)}
      label={CARD_FIELD_LABELS[field]}
      problem={problemOf(field)}
      suggestion={field === 'ruta_completa' ? undefined : suggestionOf(field)}
      className={options.className}
    >
      {options.isMultiline ? (
        <textarea
          {...controlProps(field)}
          rows={3}
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          className={inputClassName}
        />
      ) : (
        <input
          {...controlProps(field)}
          type="text"
          inputMode={options.isNumber ? 'numeric' : undefined}
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          className={`${inputClassName} h-10`}
        />
      )}
    </EditorField>
  );

  const showsEffects = mode === 'main' || review?.fields.habilidades === 'pending';

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {mode === 'main' && (
        <EditorField id={fieldId('id')} label="ID" problem={problemOf('id')}>
          <input
            {...controlProps('id')}
            type="text"
            inputMode="numeric"
            value={draft.id}
            readOnly={!isCreating}
            placeholder={isCreating ? 'Automático' : undefined}
            onChange={(event) => onChange({ id: event.target.value })}
            className={`${inputClassName} h-10 read-only:text-stone-400`}
          />
        </EditorField>
      )}
      {textField('nombre')}
      <EditorField
        id={fieldId('tipo')}
        label={CARD_FIELD_LABELS.tipo}
        suggestion={suggestionOf('tipo')}
      >
        <select
          id={fieldId('tipo')}
          value={draft.tipo}
          onChange={(event) => onChange({ tipo: parseCardType(event.target.value) ?? 'aliado' })}
          className={`${inputClassName} h-10`}
        >
          {CARD_TYPES.map((tipo) => (
            <option key={tipo} value={tipo}>
              {formatCardType(tipo)}
            </option>
          ))}
        </select>
      </EditorField>
      {textField('habilidad', { isMultiline: true, className: 'sm:col-span-2' })}
      <UniqueCardChoice
        value={draft.unica}
        habilidad={draft.habilidad}
        onChange={(unica) => onChange({ unica })}
      />
      {textField('flavor_text', { isMultiline: true, className: 'sm:col-span-2' })}
      {textField('coste', { isNumber: true })}
      {textField('fuerza', { isNumber: true })}
      {textField('edicion')}
      {textField('raza')}
      {textField('ilustrador')}
      {textField('ruta_completa')}
      {showsEffects && (
        <EditorField
          id={fieldId('habilidades')}
          label={`${CARD_FIELD_LABELS.habilidades} (JSON)`}
          suggestion={suggestionOf('habilidades')}
          className="sm:col-span-2"
        >
          <EffectsEditor
            id={fieldId('habilidades')}
            value={draft.habilidades}
            onChange={(habilidades) => onChange({ habilidades })}
          />
        </EditorField>
      )}
      <AbilityTagsChoice
        value={draft.etiquetas}
        habilidades={draft.habilidades}
        onChange={(etiquetas) => onChange({ etiquetas })}
      />
      {mode === 'review' && (
        <EditorField
          id={fieldId('revisada')}
          label="Revisado"
          suggestion={suggestionOf('revisada')}
        >
          <div className="flex items-center gap-3">
            <Switch.Root
              id={fieldId('revisada')}
              checked={draft.revisada}
              onCheckedChange={(revisada) => onChange({ revisada })}
              className="relative h-6 w-11 rounded-full bg-stone-700 data-[state=checked]:bg-emerald-500"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
            </Switch.Root>
            <span
              aria-hidden="true"
              className={draft.revisada ? 'text-emerald-300' : 'text-rose-300'}
            >
              {draft.revisada ? 'Sí' : 'No'}
            </span>
          </div>
        </EditorField>
      )}
    </div>
  );
}
