import type { CardWriteResponse } from '../../../contract/card-writes';
import {
  CARD_FIELD_LABELS,
  CARD_FIELDS,
  formatCardFieldValue,
} from '../../../domain/review/card-changes';
import { toCardDraft, type CardDraft } from '../../../domain/review/card-draft';

interface ConflictPanelProps {
  mine: CardDraft;
  current: CardWriteResponse;
  /** Saves the editor's form over the version stored now. */
  onSaveMine: () => void;
  /** Drops the editor's changes and loads the version stored now. */
  onDiscardMine: () => void;
}

/**
 * The 409 of issue 7 'No lost edits': someone saved this card since it was opened. Both
 * versions are shown side by side, field by field; nothing is overwritten until the editor
 * chooses.
 */
export function ConflictPanel({ mine, current, onSaveMine, onDiscardMine }: ConflictPanelProps) {
  const theirs = toCardDraft(current.card);
  // The tag correction is a list: compared by content, like every other field's value.
  const differing = CARD_FIELDS.filter(
    (field) => JSON.stringify(mine[field]) !== JSON.stringify(theirs[field]),
  );
  return (
    <section
      role="alert"
      aria-labelledby="conflict-title"
      className="rounded-lg border border-rose-400/50 bg-rose-950/40 p-4"
    >
      <h3 id="conflict-title" className="font-serif text-lg text-rose-100">
        Esta carta fue modificada por otra persona.
      </h3>
      <p className="mt-1 text-sm text-rose-100/80">
        No se guardó nada. Compara tu versión con la actual (versión {current.version}) y elige.
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs tracking-wide text-stone-400 uppercase">
            <tr>
              <th scope="col" className="py-1 pr-3">
                Campo
              </th>
              <th scope="col" className="py-1 pr-3">
                Tu versión
              </th>
              <th scope="col" className="py-1">
                Versión actual
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-800 align-top">
            {differing.map((field) => (
              <tr key={field}>
                <th scope="row" className="py-1.5 pr-3 font-medium text-stone-300">
                  {CARD_FIELD_LABELS[field]}
                </th>
                <td className="py-1.5 pr-3 break-words whitespace-pre-line text-amber-100">
                  {formatCardFieldValue(field, mine[field])}
                </td>
                <td className="py-1.5 break-words whitespace-pre-line text-stone-100">
                  {formatCardFieldValue(field, theirs[field])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {differing.length === 0 && (
          <p className="text-sm text-stone-300">Ambas versiones tienen los mismos datos.</p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onSaveMine}
          className="rounded-md bg-amber-300 px-3 py-1.5 text-sm font-semibold text-stone-950 hover:bg-amber-200"
        >
          Guardar mi versión sobre la actual
        </button>
        <button
          type="button"
          onClick={onDiscardMine}
          className="rounded-md border border-stone-500 px-3 py-1.5 text-sm text-stone-100 hover:bg-stone-800"
        >
          Descartar mis cambios y cargar la actual
        </button>
      </div>
    </section>
  );
}
