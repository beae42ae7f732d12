import { istMonth, istMonthStart } from "./format";

// Returns to origin (RTO) of cash on delivery orders, so the owner can refuse pincodes that keep
// returning (docs/cod.md). Pure: api/adminOrders.ts reads the orders.

/** Calendar months (IST) the card counts, this one included. */
export const RTO_MONTHS = 6;

/** A COD order as the count needs it. */
export interface CodOrderRow {
  placedAt: Date;
  status: string;
  paymentMethod: string;
  closedReason: string;
  pincode: string;
}

interface Tally {
  ended: number;
  returned: number;
}
export interface RtoLine extends Tally {
  label: string;
  /** "33%", or "—" while none has ended. */
  rate: string;
}

// en-US: "Sep", where en-IN says "Sept" in some ICU versions and not in others.
const MONTH = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** The first instant the card counts: midnight IST starting the oldest month shown. */
export const rtoSince = (now: Date) => istMonthStart(istMonth(now) - RTO_MONTHS + 1);

const line = (label: string, { ended, returned }: Tally): RtoLine => ({
  label,
  ended,
  returned,
  rate: ended ? `${Math.round((returned / ended) * 100)}%` : "—",
});

/** By month placed (newest first) and by pincode (worst rate first, then most returned); an order
 * counts once it ended: collected (paid, method cod) or returned. Open and cancelled ones do not. */
export function rtoFigures(orders: readonly CodOrderRow[], now: Date) {
  const last = istMonth(now);
  const months = new Map<number, Tally>(
    Array.from({ length: RTO_MONTHS }, (_, back) => [last - back, { ended: 0, returned: 0 }]),
  );
  const pincodes = new Map<string, Tally>();
  for (const order of orders) {
    const returned = order.closedReason === "returned";
    const collected = order.status === "paid" && order.paymentMethod === "cod";
    const month = months.get(istMonth(order.placedAt));
    if ((!returned && !collected) || !month) continue;
    const pincode = pincodes.get(order.pincode) ?? { ended: 0, returned: 0 };
    pincodes.set(order.pincode, pincode);
    for (const tally of [month, pincode]) {
      tally.ended += 1;
      if (returned) tally.returned += 1;
    }
  }
  const worstFirst = (a: RtoLine, b: RtoLine) =>
    b.returned / b.ended - a.returned / a.ended ||
    b.returned - a.returned ||
    a.label.localeCompare(b.label);
  return {
    months: [...months].map(([index, tally]) => line(MONTH.format(istMonthStart(index)), tally)),
    pincodes: [...pincodes].map(([pin, tally]) => line(pin || "—", tally)).sort(worstFirst),
  };
}
