import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { formatFileSize, UPLOAD_LIMIT_LABEL } from './catalogue-file-choice';
import type { ChosenCatalogueFile } from './use-catalogue-import';

interface ImportFilePickerProps {
  chosen: ChosenCatalogueFile | null;
  problem: string | null;
  isDisabled: boolean;
  onChoose: (file: File) => void;
}

/**
 * The file to import: a real file input behind a label that looks like a button (keyboard and
 * touch reach it like any control), inside a box a file can also be dropped on.
 */
export function ImportFilePicker({ chosen, problem, isDisabled, onChoose }: ImportFilePickerProps) {
  const hintId = useId();
  const problemId = useId();
  const [isDraggedOver, setIsDraggedOver] = useState(false);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied so that choosing the same file again, once fixed, reads it again.
    input.value = '';
    if (file) onChoose(file);
  };
  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (isDisabled) return;
    event.preventDefault();
    setIsDraggedOver(true);
  };
  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDraggedOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !isDisabled) onChoose(file);
  };

  return (
    <div
      onDragOver={handleDragOver}
      onDragLeave={() => setIsDraggedOver(false)}
      onDrop={handleDrop}
      className={`rounded-lg border-2 border-dashed p-4 ${
        isDraggedOver ? 'border-amber-300 bg-amber-300/10' : 'border-stone-700'
      }`}
    >
      <label
        className={`inline-flex min-h-11 items-center rounded-md bg-amber-300 px-4 font-semibold text-stone-950 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-amber-300 ${
          isDisabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:bg-amber-200'
        }`}
      >
        Elegir archivo
        <input
          type="file"
          accept=".json,.csv,application/json,text/csv"
          disabled={isDisabled}
          aria-describedby={problem === null ? hintId : `${hintId} ${problemId}`}
          aria-invalid={problem !== null}
          onChange={handleChange}
          className="sr-only"
        />
      </label>
      <p id={hintId} className="mt-2 text-sm text-stone-400">
        Un archivo .json o .csv con los campos de carta (id, nombre, tipo…); también puedes
        arrastrarlo hasta aquí. Tamaño máximo: {UPLOAD_LIMIT_LABEL}.
      </p>
      {chosen && (
        <p className="mt-2 text-sm break-words text-stone-100">
          Archivo elegido: <span className="font-semibold">«{chosen.name}»</span> (
          {chosen.format.toUpperCase()}, {formatFileSize(chosen.size)})
        </p>
      )}
      {problem !== null && (
        <p id={problemId} role="alert" className="mt-2 text-sm text-rose-200">
          {problem}
        </p>
      )}
    </div>
  );
}
