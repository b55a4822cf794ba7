// One statement as a table: periods as columns (oldest on the left), lines as rows, growth and
// margin rows in italics beneath their line, tabular numerals, negatives in parentheses-free minus.
// Too wide for the screen (a phone), it opens scrolled to the newest periods, the line names kept
// in view.
import {
  type CellFormat,
  formatCount,
  formatMoney,
  formatPercent,
  formatPrice,
  type StatementTable,
} from "@moatwise/core";
import { useLayoutEffect, useRef } from "react";

const FORMATS: Record<CellFormat, (value: number | null) => string> = {
  money: formatMoney,
  percent: (value) => formatPercent(value),
  perShare: formatPrice,
  count: formatCount,
};

export function StatementGrid({ table, caption }: { readonly table: StatementTable; readonly caption: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const newest = table.columns.at(-1)?.date;
  // biome-ignore lint/correctness/useExhaustiveDependencies: other periods open on their newest too
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [newest]);
  return (
    <div className="table-scroll statement-scroll" ref={scroller}>
      <table className="data-table statement-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            {table.columns.map((column) => (
              <th key={column.date} scope="col" title={`Period ended ${column.date}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label} className={row.derived ? "row-derived" : row.emphasis ? "row-emphasis" : undefined}>
              <th scope="row">{row.label}</th>
              {row.values.map((value, index) => (
                <td
                  key={table.columns[index]?.date ?? index}
                  className={value !== null && value < 0 ? "negative" : undefined}
                >
                  {FORMATS[row.format](value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
