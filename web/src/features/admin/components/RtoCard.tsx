import { useState } from "react";
import { readCodOrders } from "../api/adminOrders";
import { once, useView } from "../hooks/useConsoleData";
import { RTO_MONTHS, rtoFigures, rtoSince, type RtoLine } from "../rto";
import { ColumnHeads } from "./ConfirmBox";

/** The pincodes listed; the worst come first, so the rest matter least. */
const PINCODES_SHOWN = 10;

/** Returns to origin of COD orders by month and by pincode, to choose pincodes to refuse. Read
 * when asked, again on Refresh: every COD order of its months is too many to read on each visit. */
export function RtoCard({ refreshes }: { refreshes: number }) {
  const [shown, setShown] = useState(false);
  const read = once(async () => {
    const now = new Date();
    return rtoFigures(await readCodOrders(rtoSince(now)), now);
  });
  const rto = useView(shown ? `#${refreshes}` : "", read, "read the COD orders");
  const figures = rto.state === "ready" ? rto.value : undefined;
  const hidden = (figures?.pincodes.length ?? 0) - PINCODES_SHOWN;
  return (
    <section className="card admin-box" aria-labelledby="admin-rto-title">
      <h2 id="admin-rto-title">Cash on delivery: returns to origin</h2>
      <p className="admin-note muted">
        COD orders placed in the last {RTO_MONTHS} months (IST) that ended: collected or returned.
        RTO rate = returned ÷ ended.
      </p>
      {!shown && (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setShown(true)}>
          Show RTO rates
        </button>
      )}
      {shown && rto.state === "loading" && <p aria-busy="true">…</p>}
      {rto.state === "error" && <p role="alert">Could not load the returns to origin.</p>}
      {figures && (
        <div className="admin-rto">
          <RtoTable caption="By month placed" first="Month" lines={figures.months} />
          {figures.pincodes.length === 0 ? (
            <p>No COD order has ended yet.</p>
          ) : (
            <RtoTable
              caption="By pincode, worst first"
              first="Pincode"
              lines={figures.pincodes.slice(0, PINCODES_SHOWN)}
              more={hidden > 0 ? `and ${hidden} more pincodes with a lower rate` : undefined}
            />
          )}
        </div>
      )}
    </section>
  );
}

function RtoTable(props: { caption: string; first: string; lines: RtoLine[]; more?: string }) {
  return (
    <table className="admin-rto-table">
      <caption>{props.caption}</caption>
      <ColumnHeads columns={[props.first, "Ended", "Returned", "RTO"]} />
      <tbody>
        {props.lines.map(({ label, ended, returned, rate }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{ended}</td>
            <td>{returned}</td>
            <td>{rate}</td>
          </tr>
        ))}
      </tbody>
      {props.more && (
        <tfoot>
          <tr>
            <td colSpan={4}>{props.more}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
