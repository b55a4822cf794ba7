// The table of a valuation's inputs under its model (the DCF's and the equity model's alike): each
// input's label, its value as the model shows it, and a note on where it came from.
export type InputRow = readonly [label: string, value: string, input: { readonly note: string }];

export function InputsTable({ caption, rows }: { readonly caption: string; readonly rows: ReadonlyArray<InputRow> }) {
  return (
    <div className="table-scroll">
      <table className="data-table inputs-table">
        <caption>{caption}</caption>
        <tbody>
          {rows.map(([label, value, input]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
              <td className="muted">{input.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
