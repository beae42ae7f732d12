import type { ReactNode } from "react";

/** An action that asks first: the question, then Yes (the action) or No (nothing sent). */
export function ConfirmBox(props: {
  label: string;
  question: string;
  yes: string;
  no: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div className="admin-confirm" role="group" aria-label={props.label}>
      <p>{props.question}</p>
      <button type="button" className="btn btn-primary" disabled={props.busy} onClick={props.onYes}>
        {props.yes}
      </button>
      <button type="button" className="btn btn-ghost" disabled={props.busy} onClick={props.onNo}>
        {props.no}
      </button>
    </div>
  );
}

/** The last action's failure: the server's refusal, or the time-out. */
export const ActionError = ({ error }: { error: string | null }) =>
  error && (
    <p className="admin-error" role="alert">
      {error}
    </p>
  );

/** A console list as a table: each cell labelled by its column, which admin.css shows on a phone. */
export function ConsoleTable<Row>(props: {
  label?: string;
  columns: readonly string[];
  rows: Row[];
  rowKey: (row: Row) => string;
  cells: (row: Row) => ReactNode[];
}) {
  return (
    <table className="admin-table" aria-label={props.label}>
      <ColumnHeads columns={props.columns} />
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)}>
            {props.cells(row).map((cell, i) => (
              <td key={i} data-label={props.columns[i]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const ColumnHeads = ({ columns }: { columns: readonly string[] }) => (
  <thead>
    <tr>
      {columns.map((column) => (
        <th key={column} scope="col">
          {column}
        </th>
      ))}
    </tr>
  </thead>
);
