import { AlertDialog } from 'radix-ui';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { CollectionMode } from '../../../contract/collection';
import { useCollectionImport, type CollectionImportOutcome } from './use-collection-import';
import { useReturnFocus } from '../../ui/use-return-focus';

const MODE_LABELS: Record<CollectionMode, string> = {
  merge: 'Añadir a mi colección (las cartas del archivo cambian su cantidad; el resto se queda)',
  replace: 'Reemplazar mi colección por la del archivo',
};

function ImportOutcome({ outcome }: { outcome: CollectionImportOutcome }) {
  if (!outcome.ok) {
    return (
      <p role="alert" className="rounded-md bg-rose-950/50 p-3 text-sm text-rose-100">
        {outcome.message}
      </p>
    );
  }
  const { applied, unresolved } = outcome.result;
  return (
    <div className="space-y-2">
      <p role="status" className="font-semibold text-emerald-200">
        {applied} {applied === 1 ? 'carta añadida' : 'cartas añadidas'}
      </p>
      {unresolved.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="mb-1 text-left font-semibold text-amber-100">
            Filas sin aplicar ({unresolved.length})
          </caption>
          <thead className="text-stone-400">
            <tr>
              <th scope="col" className="pr-2">
                Línea
              </th>
              <th scope="col" className="pr-2">
                Nombre
              </th>
              <th scope="col">Motivo</th>
            </tr>
          </thead>
          <tbody className="text-stone-200">
            {unresolved.map((row) => (
              <tr key={row.line} className="border-t border-stone-800 align-top">
                <td className="pr-2 tabular-nums">{row.line}</td>
                <td className="pr-2 break-words">{row.nombre}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/**
 * 'Importar CSV' of 'Mi colección': a file or pasted text (`id,nombre,cantidad`), added to the
 * collection or replacing it; says how many cards were set and lists the rows left out.
 */
export function CollectionImportPanel() {
  const returnFocus = useReturnFocus();
  const importCollection = useCollectionImport();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<CollectionMode>('merge');
  const [outcome, setOutcome] = useState<CollectionImportOutcome | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isConfirmingReplace, setConfirmingReplace] = useState(false);
  const textId = useId();
  const fileId = useId();

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) setText(await file.text());
  }

  async function runImport() {
    setBusy(true);
    setOutcome(await importCollection(text, mode));
    setBusy(false);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Replacing drops every card the file leaves out: the player says so first.
    if (mode === 'replace') setConfirmingReplace(true);
    else void runImport();
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-3">
      <div>
        <label htmlFor={fileId} className="block text-sm text-stone-300">
          Archivo CSV
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void handleFile(event)}
          className="mt-1 block min-h-11 text-sm text-stone-300 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-stone-700 file:px-3 file:text-stone-100"
        />
      </div>
      <div>
        <label htmlFor={textId} className="block text-sm text-stone-300">
          O pega el CSV (id,nombre,cantidad)
        </label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={5}
          spellCheck={false}
          placeholder={'id,nombre,cantidad\n12,Escudero,3'}
          className="mt-1 w-full rounded-md border border-stone-700 bg-stone-950 p-2 font-mono text-sm text-stone-100"
        />
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm text-stone-300">Al importar</legend>
        {(['merge', 'replace'] as const).map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2 text-sm text-stone-200">
            <input
              type="radio"
              name="collection-import-mode"
              value={choice}
              checked={mode === choice}
              onChange={() => setMode(choice)}
              className="size-4 accent-amber-300"
            />
            {MODE_LABELS[choice]}
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        disabled={isBusy || text.trim() === ''}
        className="min-h-11 rounded-md bg-amber-300 px-4 font-semibold text-stone-950 hover:bg-amber-200 disabled:opacity-50"
      >
        {isBusy ? 'Importando…' : 'Importar'}
      </button>
      {outcome !== null && <ImportOutcome outcome={outcome} />}
      <AlertDialog.Root open={isConfirmingReplace} onOpenChange={setConfirmingReplace}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
          <AlertDialog.Content
            {...returnFocus}
            className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-amber-300/30 bg-stone-900 p-6 shadow-2xl shadow-black"
          >
            <AlertDialog.Title className="font-serif text-xl text-amber-200">
              Reemplazar tu colección
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-3 text-stone-200">
              Tu colección quedará exactamente como el archivo: las cartas que no estén en él
              saldrán de ella.
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel className="min-h-11 rounded-md border border-stone-600 px-4 text-stone-200 hover:bg-stone-800">
                Cancelar
              </AlertDialog.Cancel>
              <AlertDialog.Action
                onClick={() => void runImport()}
                className="min-h-11 rounded-md bg-rose-300 px-4 font-semibold text-rose-950 hover:bg-rose-200"
              >
                Reemplazar
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </form>
  );
}
