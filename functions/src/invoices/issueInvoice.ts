import { FieldValue, Timestamp, type DocumentData } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { sellerAddress, sellerGstin, sellerLegalName } from "../config";
import {
  COLLECTIONS,
  INDIAN_STATES,
  buildCreditNote,
  buildInvoice,
  financialYear,
  firestorePaths,
  gstinProblem,
  pincodeInState,
  serialNumber,
  stateCodeOf,
} from "../domain";
import type { Order, TaxDocument, TaxParty } from "../domain";
import { datesOf, db } from "../lib/firestore";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { orderRef } from "../orders/orderRepository";
import { TAX_DOCUMENT_GRACE_MS } from "../payments/paymentTiming";

// Rule 46(b): one consecutive series per financial year; the serial, the document and the order's
// pointer are one commit, so a failed attempt takes no number and a retry finds the document.
const INVOICE_SERIES = "AS";
const CREDIT_NOTE_SERIES = "CN";

// Instances of a busy minute wait on the one counter: retry rather than fail the issue.
const CONTENDED = { maxAttempts: 20 };
const counterRef = (series: string, year: string) =>
  db().doc(firestorePaths.taxCounter(series, year));
export const taxDocumentRef = (number: string) => db().doc(firestorePaths.taxDocument(number));

/** Written in the commit that makes a document owed (paid, refund processed); cleared on issue. */
export const taxDocumentsDue = (now = new Date()) => ({
  taxDocumentsDueAt: Timestamp.fromMillis(now.getTime() + TAX_DOCUMENT_GRACE_MS),
});

export const processedRefunds = (order: DocumentData) =>
  Object.values(datesOf<Order>(order).refunds ?? {})
    .filter((refund) => refund.state === "processed")
    .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime());
export const notesOf = (order: DocumentData) =>
  (order.creditNoteNumbers as string[] | undefined) ?? [];
/** The order's mark goes once it holds its invoice and a note for every processed refund. */
const clearedWhenDone = (order: DocumentData, notes: number) =>
  processedRefunds(order).length > notes ? {} : { taxDocumentsDueAt: FieldValue.delete() };

/** The seller from the function params; a GSTIN failing its check stops the issue (logged, retried). */
export function sellerParty(): TaxParty {
  const gstin = sellerGstin.value();
  const problem = gstinProblem(gstin);
  if (problem) throw new Error(`SELLER_GSTIN "${gstin}": ${problem}`);
  const addressLines = sellerAddress
    .value()
    .split(";")
    .map((line) => line.trim())
    .filter(Boolean);
  return { name: sellerLegalName.value(), addressLines, stateCode: gstin.slice(0, 2), gstin };
}

export function storedTaxDocument({ uid: _uid, ...data }: DocumentData): TaxDocument {
  return { ...(data as TaxDocument), issuedAt: (data.issuedAt as Timestamp).toDate() };
}

// One issue at a time per instance, so a burst of payments queues here instead of retrying
// against the counter; the transaction still guards against other instances.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** The buyer from the delivery address; an address from before State was asked gets it from its pincode. */
function buyerOf(address: DocumentData, gstin?: string): TaxParty {
  const pincode = String(address.pincode ?? "");
  const state =
    stateCodeOf(String(address.state ?? "")) ??
    INDIAN_STATES.find((s) => pincodeInState(pincode, s.name))?.code ??
    "";
  const town = [address.city, pincode].filter(Boolean).join(" ");
  return {
    name: String(address.name ?? ""),
    addressLines: [String(address.address ?? ""), town],
    stateCode: state,
    ...(gstin ? { gstin } : {}),
  };
}

/** The paid order's invoice, issued now if it has none; undefined while the order is not paid. */
export async function issueInvoice(
  uid: string,
  orderId: string,
  seller: TaxParty,
  now = new Date(),
  /** Set to the commit's time, so a write guarded by the order's time can follow unread. */
  committed: { at?: Timestamp } = {},
): Promise<TaxDocument | undefined> {
  const year = financialYear(now);
  const counter = counterRef(INVOICE_SERIES, year);
  // Lock-free like markOrderPaid: order and counter read at once, written only if unchanged.
  const issued = await oneAtATime(() =>
    readDecideWrite(
      [orderRef(uid, orderId), counter],
      ([order, count], batch, commit) => {
        const data = order?.data();
        if (!order || !count || data?.status !== "paid") return undefined;
        if (data.invoiceNumber) return String(data.invoiceNumber);
        const last = Number(count.get("last") ?? 0);
        const invoice = buildInvoice({
          number: serialNumber(INVOICE_SERIES, year, last + 1),
          issuedAt: now,
          orderId,
          seller,
          buyer: buyerOf(data.addressInfo ?? {}, data.buyerGstin),
          items: data.items ?? [],
          // Cash collected on delivery includes the fee: the invoice says so on a line of its own.
          codFee: data.paymentMethod === "cod" ? Number(data.codFee) || 0 : 0,
          // Off the goods' lines, so the invoice adds up to what was paid (docs/discounts.md).
          discount: Number(data.discount?.amount) || 0,
        });
        if (count.exists) batch.update(counter, { last: last + 1 }, unchangedSince(count));
        else batch.create(counter, { last: 1 });
        const stored = { ...invoice, uid, issuedAt: Timestamp.fromDate(now) };
        batch.create(taxDocumentRef(invoice.number), stored);
        const done = clearedWhenDone(data, notesOf(data).length);
        batch.update(order.ref, { invoiceNumber: invoice.number, ...done }, unchangedSince(order));
        return { invoice, commit };
      },
      CONTENDED,
    ),
  );
  if (typeof issued !== "string") {
    if (issued?.commit.at) committed.at = issued.commit.at;
    return issued?.invoice;
  }
  return storedTaxDocument((await taxDocumentRef(issued).get()).data() ?? {});
}

/** The credit note for one refund of the order, issued once (by refund id). */
export function issueCreditNote(
  uid: string,
  orderId: string,
  refund: { refundId: string; amount: number },
  now = new Date(),
): Promise<TaxDocument | undefined> {
  return oneAtATime(() =>
    db().runTransaction(async (tx) => {
      const ref = orderRef(uid, orderId);
      const order = (await tx.get(ref)).data();
      const invoiceNumber: string | undefined = order?.invoiceNumber;
      if (!order || !invoiceNumber) return undefined;
      const notes = await tx.get(
        db().collection(COLLECTIONS.taxDocuments).where("invoiceNumber", "==", invoiceNumber),
      );
      const earlier = notes.docs.map((doc) => storedTaxDocument(doc.data()));
      const done = earlier.find((note) => note.refundId === refund.refundId);
      if (done) return done;
      const invoice = storedTaxDocument((await tx.get(taxDocumentRef(invoiceNumber))).data() ?? {});
      const year = financialYear(now);
      const counter = counterRef(CREDIT_NOTE_SERIES, year);
      const last = Number((await tx.get(counter)).get("last") ?? 0);
      const number = serialNumber(CREDIT_NOTE_SERIES, year, last + 1);
      const note = buildCreditNote(invoice, earlier, { ...refund, number, issuedAt: now });
      tx.set(counter, { last: last + 1 });
      tx.create(taxDocumentRef(note.number), { ...note, uid, issuedAt: Timestamp.fromDate(now) });
      const numbers = FieldValue.arrayUnion(note.number);
      tx.update(ref, { creditNoteNumbers: numbers, ...clearedWhenDone(order, earlier.length + 1) });
      return note;
    }, CONTENDED),
  );
}

/** Right after the commit that made it owed; a failure is left to the reconciler (the mark). */
export async function issueNow<T>(
  what: string,
  fields: Record<string, unknown>,
  issue: () => Promise<T>,
): Promise<T | undefined> {
  try {
    return await issue();
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    logger.error(`${what} not issued; the reconciler will issue it`, { ...fields, error: text });
    return undefined;
  }
}
