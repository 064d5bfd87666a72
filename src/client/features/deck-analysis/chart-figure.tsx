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
  children: ReactNode;
}

/**
 * A titled chart with its numbers as a table for screen readers: the canvas is hidden from
 * assistive technology, which reads the same figures from the table instead.
 */
export function ChartFigure({ title, headers, rows, heightClass, children }: ChartFigureProps) {
  return (
    <figure className="rounded-lg border border-stone-700/70 bg-stone-900/70 p-3">
      <figcaption>
        <h3 className="font-serif text-lg text-amber-200">{title}</h3>
      </figcaption>
      <div aria-hidden="true" className={`relative mt-2 w-full ${heightClass}`}>
        {children}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
