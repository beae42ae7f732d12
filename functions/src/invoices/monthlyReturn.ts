import { Timestamp } from "firebase-admin/firestore";
import { gstr1Tables, netTakings, toCsv } from "../domain";
import { db } from "../lib/firestore";
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
    .collection("taxDocuments")
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
  return { files, documents: docs.length, netTakings: netTakings(docs) };
}
