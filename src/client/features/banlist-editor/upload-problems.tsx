import type { BanlistSetProblem } from '../../../domain/banlists/banlist-set-validation';

interface UploadProblemsProps {
  fileName: string;
  problems: readonly BanlistSetProblem[];
  onDismiss: () => void;
}

function describeLocation({ index, field }: BanlistSetProblem): string {
  if (index === null) return 'Archivo';
  const banlist = `Banlist n.º ${index + 1}`;
  return field === '' ? banlist : `${banlist} · ${field}`;
}

/** Why an uploaded file was refused: every problem, with where in the file it lies. */
export function UploadProblems({ fileName, problems, onDismiss }: UploadProblemsProps) {
  const count = problems.length === 1 ? '1 problema' : `${problems.length} problemas`;
  return (
    <div role="alert" className="rounded-lg border border-rose-400/40 bg-rose-950/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="font-semibold text-rose-100">
          No se aplicó ningún cambio: «{fileName}» tiene {count}.
        </p>
        <button
          type="button"
          onClick={onDismiss}
          className="ml-auto rounded-md px-2 py-1 text-sm text-rose-100 underline-offset-4 hover:underline"
        >
          Ocultar
        </button>
      </div>
      <ul aria-label="Problemas del archivo" className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {problems.map((problem, position) => (
          <li key={position} className="text-rose-100/90">
            <span className="font-mono text-rose-200">{describeLocation(problem)}</span>:{' '}
            {problem.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
