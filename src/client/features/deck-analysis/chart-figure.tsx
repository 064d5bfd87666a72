import type { ReactNode } from 'react';

/** One row of a chart's text alternative: what is measured and its figure. */
export interface ChartFigureRow {
  label: string;
  value: string;
}

interface ChartFigureProps {
  title: string;
  /** Column headings of the text alternative, e.g. ['Coste', 'Cartas']. */
  headers: readonly [string, string];
  rows: readonly ChartFigureRow[];
  /** Tailwind height of the drawing area; charts fill it at any width. */
  heightClass: string;
  /**
   * Whether everyone sees the figures beside the chart (below it on a phone) or only screen
   * readers do, when the screen already shows them elsewhere or the chart labels its bars.
   */
  isTableVisible?: boolean;
  children: ReactNode;
}

function FigureTable({
  title,
  headers,
  rows,
  isVisible,
}: Pick<ChartFigureProps, 'title' | 'headers' | 'rows'> & { isVisible: boolean }) {
  return (
    <table className={isVisible ? 'w-full shrink-0 text-sm sm:w-48 sm:self-center' : 'sr-only'}>
      <caption className="sr-only">{title}</caption>
      <thead className={isVisible ? 'text-xs tracking-wide text-stone-400 uppercase' : undefined}>
        <tr>
          <th scope="col" className="py-1 pr-2 text-left font-medium">
            {headers[0]}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {headers[1]}
          </th>
        </tr>
      </thead>
      <tbody className={isVisible ? 'divide-y divide-stone-700/70' : undefined}>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="py-1 pr-2 text-left font-normal text-stone-200">
              {row.label}
            </th>
            <td className="py-1 text-right font-semibold text-amber-100 tabular-nums">
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A titled chart with its numbers as a table: the canvas is hidden from assistive technology,
 * which reads the same figures from the table instead; a visible table also serves anyone who
 * cannot read a value off the drawing.
 */
export function ChartFigure({
  title,
  headers,
  rows,
  heightClass,
  isTableVisible = false,
  children,
}: ChartFigureProps) {
  return (
    <figure className="rounded-lg border border-stone-700/70 bg-stone-900/70 p-3">
      <figcaption>
        <h3 className="font-serif text-lg text-amber-200">{title}</h3>
      </figcaption>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <div aria-hidden="true" className={`relative w-full min-w-0 sm:flex-1 ${heightClass}`}>
          {children}
        </div>
        <FigureTable title={title} headers={headers} rows={rows} isVisible={isTableVisible} />
      </div>
    </figure>
  );
}
