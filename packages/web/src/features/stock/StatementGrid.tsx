// One statement as a table: periods as columns (oldest on the left), lines as rows, growth and
// margin rows in italics beneath their line, tabular numerals, negatives in parentheses-free minus.
import {
  type CellFormat,
  formatCount,
  formatMoney,
  formatPercent,
  formatPrice,
  type StatementTable,
} from "@moatwise/core";

const FORMATS: Record<CellFormat, (value: number | null) => string> = {
  money: formatMoney,
  percent: (value) => formatPercent(value),
  perShare: formatPrice,
  count: formatCount,
};

export function StatementGrid({ table, caption }: { readonly table: StatementTable; readonly caption: string }) {
  return (
    <div className="table-scroll">
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
