import type {
  CatalogueFileFormat,
  CatalogueImportRefusal,
} from '../../../contract/catalogue-transfer';

/** A refusal can name every record of a large file; the first ones are enough to start fixing. */
const SHOWN_PROBLEMS = 200;

type Problem = CatalogueImportRefusal['problems'][number];

/** Where a problem lies, for people: the card's number from 1, and its CSV row (header is 1). */
function describePosition({ index }: Problem, format: CatalogueFileFormat): string {
  if (index === null) return 'Archivo';
  const record = `Carta ${index + 1}`;
  return format === 'csv' ? `${record} (fila ${index + 2})` : record;
}

interface ImportProblemsProps {
  fileName: string;
  format: CatalogueFileFormat;
  refusal: CatalogueImportRefusal;
}

/** Why the server refused the file: each problem with its card, field and reason. */
export function ImportProblems({ fileName, format, refusal }: ImportProblemsProps) {
  const { problems } = refusal;
  const shown = problems.slice(0, SHOWN_PROBLEMS);
  const count = problems.length === 1 ? '1 problema' : `${problems.length} problemas`;
  return (
    <section
      aria-labelledby="catalogue-import-problems"
      className="rounded-lg border border-rose-400/40 bg-rose-950/40 p-4"
    >
      <h3 id="catalogue-import-problems" className="font-semibold text-rose-100">
        No se escribió nada: «{fileName}» tiene {count}.
      </h3>
      <p className="mt-1 text-sm text-rose-100/80">
        Corrige el archivo y vuelve a elegirlo. «Carta 1» es la primera carta del archivo
        {format === 'csv' ? '; en CSV la fila 1 es la cabecera, así que está en la fila 2' : ''}.
      </p>
      {/* A phone has no room for three columns: each problem is two lines there instead. */}
      <ul aria-label="Problemas del archivo" className="mt-3 divide-y divide-rose-400/20 sm:hidden">
        {shown.map((problem, position) => (
          <li key={position} className="py-2 text-sm text-rose-50">
            <p className="text-rose-200">
              {describePosition(problem, format)}
              {problem.field !== '' && (
                <>
                  {' '}
                  · Campo <span className="font-mono break-words">{problem.field}</span>
                </>
              )}
            </p>
            <p className="break-words">{problem.reason}</p>
          </li>
        ))}
      </ul>
      <table className="mt-3 hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">Problemas del archivo</caption>
        <thead className="text-xs tracking-wide text-rose-200/80 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Posición
            </th>
            <th scope="col" className="py-2 pr-3">
              Campo
            </th>
            <th scope="col" className="py-2">
              Motivo
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-rose-400/20 text-rose-50">
          {shown.map((problem, position) => (
            <tr key={position} className="align-top">
              <td className="py-2 pr-3">{describePosition(problem, format)}</td>
              <td className="py-2 pr-3 font-mono break-all">{problem.field || '—'}</td>
              <td className="py-2 break-words">{problem.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {problems.length > shown.length && (
        <p className="mt-2 text-sm text-rose-100/80">
          … y {problems.length - shown.length} problemas más, que no se muestran.
        </p>
      )}
    </section>
  );
}
