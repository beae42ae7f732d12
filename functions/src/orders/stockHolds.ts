import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Query,
  type WriteBatch,
} from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import {
  DISCOUNT_MESSAGES,
  DomainError,
  PREPAID_HOLD_MS,
  STOCK_MESSAGES,
  assertPayable,
  assertUseLeft,
  available,
  firestorePaths,
  type CatalogEntry,
  type DiscountTerms,
  type LivePrices,
  type StockHold,
  type VariantKey,
} from "../domain";
import { db } from "../lib/firestore";
import { readDecideWrite, unchangedSince } from "../lib/optimistic";
import { paymentStateOf, stateOf } from "../payments/paymentRepository";

// An order's units and its code's use (docs/stock.md, docs/discounts.md): held with the documents
// guarded by their update times; taken and released by increments, which need no read.

type Snapshot = DocumentSnapshot | undefined;
type Item = { productId: string; variantKey: VariantKey; quantity: number; productName?: string };

export const catalogRef = (productId: string) => db().doc(firestorePaths.catalogEntry(productId));

/** One catalogue document per product the items name. */
export const catalogRefsFor = (items: readonly Pick<Item, "productId">[]) =>
  [...new Set(items.map((item) => item.productId))].map(catalogRef);

/** The entries as read, by product id. */
export function liveOf(snapshots: readonly Snapshot[]): LivePrices {
  const live: Record<string, CatalogEntry> = {};
  for (const s of snapshots) if (s?.exists) live[s.id] = s.data() as CatalogEntry;
  return live;
}

/** discountCodes/{code} and its shoppers/{uid}: read together wherever a use is weighed. */
export const discountRefs = (code: string, uid: string) =>
  [firestorePaths.discountCode(code), firestorePaths.discountShopper(code, uid)].map((path) =>
    db().doc(path),
  );

/** The order's code's discountRefs, if it has one: read to hold a use. */
export function codeRefsFor(order: DocumentData | undefined) {
  const code: unknown = order?.discount?.code;
  const uid: unknown = order?.userID;
  return typeof code === "string" && typeof uid === "string" ? discountRefs(code, uid) : [];
}

/** One use of the order's code, both counts guarded by their update times; the code held. */
function holdUse(batch: WriteBatch, order: DocumentData, [total, mine]: readonly Snapshot[]) {
  const code = order.discount?.code as string | undefined;
  if (code === undefined) return {};
  if (!total || !mine) throw new Error(`the uses of ${code} were not read`);
  const terms = total.data() as DiscountTerms | undefined;
  if (!terms) throw new DomainError("failed-precondition", DISCOUNT_MESSAGES.unknown);
  const used = (s: DocumentSnapshot) => Number(s.get("used") ?? 0);
  assertUseLeft(terms, used(total), used(mine));
  batch.update(total.ref, { used: used(total) + 1 }, unchangedSince(total));
  if (mine.exists) batch.update(mine.ref, { used: used(mine) + 1 }, unchangedSince(mine));
  else batch.create(mine.ref, { used: 1 });
  return { code };
}

const holdOf = (data: DocumentData | undefined) =>
  data?.stockHold as (Omit<StockHold, "expiresAt"> & { expiresAt?: Timestamp }) | undefined;

/** The order's counted units held in `batch`, refused when a variant has fewer available, and its
 * code's use (`uses`: codeRefsFor's snapshots); a COD order keeps a prepaid hold, not its expiry. */
export function holdUnits(
  batch: WriteBatch,
  order: DocumentData,
  catalog: readonly Snapshot[],
  expiresAt?: Timestamp,
  uses: readonly Snapshot[] = [],
): DocumentData {
  const current = holdOf(order);
  if (current?.state === "held") {
    return expiresAt || !current.expiresAt ? {} : { "stockHold.expiresAt": FieldValue.delete() };
  }
  const live = liveOf(catalog);
  const lines: StockHold["lines"] = [];
  const writes = new Map<string, DocumentData>();
  for (const { productId, variantKey, quantity, productName } of (order.items ?? []) as Item[]) {
    const entry = live[productId]?.variants[variantKey];
    if (!entry) continue; // never seeded: sold uncounted
    if (!entry.active) throw new DomainError("failed-precondition", STOCK_MESSAGES.hidden);
    if (available(entry) < quantity) {
      throw new DomainError("failed-precondition", STOCK_MESSAGES.outOfStock(productName ?? ""));
    }
    lines.push({ productId, variantKey, quantity });
    const fields = writes.get(productId) ?? {};
    fields[`variants.${variantKey}.held`] = FieldValue.increment(quantity);
    writes.set(productId, fields);
  }
  const use = holdUse(batch, order, uses);
  if (lines.length === 0 && !use.code) return {};
  for (const snapshot of catalog) {
    const fields = snapshot && writes.get(snapshot.id);
    if (fields) batch.update(snapshot.ref, fields, unchangedSince(snapshot));
  }
  return { stockHold: { lines, state: "held", ...use, ...(expiresAt ? { expiresAt } : {}) } };
}

/** Paid or collected: stock − q, and held − q unless released meanwhile (overdraft logged). */
export function takeUnits(batch: WriteBatch, order: DocumentData, where: object): DocumentData {
  const hold = holdOf(order);
  if (!hold || hold.state === "taken") return {};
  if (hold.state === "released") {
    logger.warn("units taken after their hold was released: stock may be overdrawn", {
      ...where,
      lines: hold.lines,
      code: hold.code,
    });
    // Money taken counts: the code's use, given back at the release, is counted again.
    const used = hold.code ? codeRefsFor(order) : [];
    for (const ref of used) batch.set(ref, { used: FieldValue.increment(1) }, { merge: true });
  }
  change(batch, hold.lines, (q) => ({
    stock: FieldValue.increment(-q),
    ...(hold.state === "held" ? { held: FieldValue.increment(-q) } : {}),
  }));
  return { "stockHold.state": "taken", "stockHold.expiresAt": FieldValue.delete() };
}

/** Closed, cancelled, returned, failed or expired: held − q, and the code's use given back. */
export function releaseUnits(batch: WriteBatch, order: DocumentData): DocumentData {
  const hold = holdOf(order);
  if (hold?.state !== "held") return {};
  change(batch, hold.lines, (q) => ({ held: FieldValue.increment(-q) }));
  // The use goes back by increments too (both counts − 1), so a release needs no read.
  const given = hold.code ? codeRefsFor(order) : [];
  for (const ref of given) batch.set(ref, { used: FieldValue.increment(-1) }, { merge: true });
  return { "stockHold.state": "released", "stockHold.expiresAt": FieldValue.delete() };
}

/** A paid order cancelled before shipping: its taken units go back on the shelf. */
export function restockUnits(batch: WriteBatch, order: DocumentData): DocumentData {
  const hold = holdOf(order);
  if (hold?.state !== "taken") return {};
  change(batch, hold.lines, (q) => ({ stock: FieldValue.increment(q) }));
  return { "stockHold.state": "released" };
}

// merge: a missing document is made, never a failed commit on the money path.
function change(batch: WriteBatch, lines: StockHold["lines"], by: (q: number) => DocumentData) {
  for (const { productId, variantKey, quantity } of lines) {
    batch.set(catalogRef(productId), { variants: { [variantKey]: by(quantity) } }, { merge: true });
  }
}

/** startPayment's hold before a Razorpay order is asked for (an unpayable order is left alone);
 * `first`, the order as read, guards the commit. Answers the order as it now stands. */
export async function holdForPayment(first: DocumentSnapshot, now = Date.now()) {
  const items = (first.get("items") ?? []) as Item[];
  if (holdOf(first.data())?.state === "held" || items.length === 0) return stateOf(first);
  const expiresAt = Timestamp.fromMillis(now + PREPAID_HOLD_MS);
  const uses = codeRefsFor(first.data());
  const others = [...uses, ...catalogRefsFor(items)];
  let state = stateOf(first);
  let wrote: { at?: Timestamp } | undefined;
  await readDecideWrite(
    [first.ref, ...others],
    ([order, ...rest], batch, committed) => {
      wrote = undefined;
      const held = rest.splice(0, uses.length);
      if (order) state = stateOf(order);
      const data = order?.data();
      if (!order || !data) return;
      try {
        assertPayable(paymentStateOf(data));
      } catch {
        return; // the checkout's own refusal follows
      }
      if (data.paymentConfirming !== undefined) return; // refused too: a payment is moving
      const fields = holdUnits(batch, data, rest, expiresAt, held);
      if (Object.keys(fields).length === 0) return;
      batch.update(order.ref, fields, unchangedSince(order));
      state = { data: { ...data, ...fields }, updateTime: undefined };
      wrote = committed;
    },
    { maxAttempts: 60, first: [first, ...(await first.ref.firestore.getAll(...others))] },
  );
  // The order changed in that commit (its stockHold became held): its update time is the commit's.
  return wrote ? { ...state, updateTime: wrote.at } : state;
}

/** The reconciler's: prepaid holds past their time, released unless the order moved meanwhile. */
export const expiredHolds = (orders: Query) => orders.where("stockHold.state", "==", "held");

export async function releaseExpiredHold(due: DocumentSnapshot, now: Date) {
  await readDecideWrite([due.ref], ([order], batch) => {
    const data = order?.data();
    const expiresAt = holdOf(data)?.expiresAt;
    if (!order || !data || !expiresAt || expiresAt.toMillis() > now.getTime()) return;
    const fields = releaseUnits(batch, data);
    if (Object.keys(fields).length > 0) batch.update(order.ref, fields, unchangedSince(order));
  });
}
