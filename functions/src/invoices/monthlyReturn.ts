import { Timestamp } from "firebase-admin/firestore";
import { COLLECTIONS, gstr1Tables, netTakings, toCsv, type Order } from "../domain";
import type { CallableHandler } from "../lib/callable";
import { datesOf, db } from "../lib/firestore";
import { storedTaxDocument, taxDocumentRef } from "./issueInvoice";

/** The month's first instant and the next month's, India time ("2026-11"). */
export function monthBounds(month: string): [Date, Date] {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new RangeError(`A month is written like 2026-11, not ${month}`);
  const [year, index] = [Number(match[1]), Number(match[2]) - 1];
  const ist = (y: number, m: number) => new Date(Date.UTC(y, m, 1) - 330 * 60_000);
  return [ist(year, index), ist(year, index + 1)];
}

/** GSTR-1's tables and the sales register for a month, as CSV files, with the month's net takings. */
export async function monthlyReturn(month: string) {
  const [from, to] = monthBounds(month);
  const snapshot = await db()
    .collection(COLLECTIONS.taxDocuments)
    .where("issuedAt", ">=", Timestamp.fromDate(from))
    .where("issuedAt", "<", Timestamp.fromDate(to))
    .orderBy("issuedAt")
    .get();
  const docs = snapshot.docs.map((doc) => storedTaxDocument(doc.data()));
  const invoices = new Map(docs.filter((d) => d.kind === "invoice").map((d) => [d.number, d]));
  const older = [...new Set(docs.map((d) => d.invoiceNumber ?? d.number))].filter(
    (n) => !invoices.has(n),
  );
  for (const number of older) {
    const data = (await taxDocumentRef(number).get()).data();
    if (data) invoices.set(number, storedTaxDocument(data));
  }
  const files = gstr1Tables(docs, invoices).map((table) => ({
    name: `${month}-${table.name}.csv`,
    csv: toCsv(table),
  }));
  const [captured, refunded] = await Promise.all([capturedIn(from, to), refundedIn(from, to)]);
  return { files, documents: docs.length, netTakings: netTakings(docs), captured, refunded };
}

/** What the month's paid orders captured or collected (the console's takings query, by paidAt);
 * cash collected includes the COD fee, which an order paid online no longer holds. */
async function capturedIn(from: Date, to: Date) {
  const paid = await db()
    .collectionGroup(COLLECTIONS.orders)
    .where("status", "==", "paid")
    .where("paidAt", ">=", Timestamp.fromDate(from))
    .where("paidAt", "<", Timestamp.fromDate(to))
    .get();
  const taken = (order: FirebaseFirestore.DocumentSnapshot) =>
    Number(order.get("amount") ?? 0) + Number(order.get("codFee") ?? 0);
  return paid.docs.reduce((sum, order) => sum + taken(order), 0);
}

/** Refunds Razorpay processed in the month, of orders paid in any month. */
async function refundedIn(from: Date, to: Date) {
  const orders = await db()
    .collectionGroup(COLLECTIONS.orders)
    .where("refundedAmount", ">", 0)
    .get();
  const inMonth = (at?: Date) => !!at && at >= from && at < to;
  return orders.docs
    .flatMap((order) => Object.values(datesOf<Order>(order.data()).refunds ?? {}))
    .filter((refund) => refund.state === "processed" && inMonth(refund.settledAt))
    .reduce((sum, refund) => sum + refund.amount, 0);
}

/** The console's export: the same files, and the month's figures side by side. */
export const monthlyReturnHandler: CallableHandler<"monthlyReturn"> = async ({ month }) => {
  const { files, netTakings: net, captured, refunded } = await monthlyReturn(month);
  return { files, netTakingsPaise: net, capturedPaise: captured, refundedPaise: refunded };
};
