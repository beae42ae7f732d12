import {
  orderStatus,
  STAGE_LABELS,
  stageOf,
  type FulfilmentStage,
  type OrderStatusInput,
} from "@shop/domain";

// The shop's days are IST (UTC+05:30, no DST), whatever the operator's browser's zone.
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Midnight IST that starts the day, or with `month` the month, `now` falls in, as an instant. */
function istMidnight(now: Date, month = false): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const day = month ? 1 : ist.getUTCDate();
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), day) - IST_OFFSET_MS);
}
export const startOfIstDay = (now: Date) => istMidnight(now);
export const startOfIstMonth = (now: Date) => istMidnight(now, true);

const IST_TIME = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

export const formatIst = (date: Date) => `${IST_TIME.format(date)} IST`;

export function stageLabel(order: { status: string; fulfilment?: { stage: FulfilmentStage } }) {
  const stage = stageOf(order);
  return stage ? STAGE_LABELS[stage] : "—";
}

/** The list's Payment column: what a COD order's courier collects, how a paid one was paid. */
export function paymentText(order: OrderStatusInput & { paymentMethod?: string | undefined }) {
  const { payment, due } = orderStatus(order);
  // A COD order's label already says how it ended.
  if (order.status === "cod") return due ?? payment;
  const cash = order.status === "paid" && order.paymentMethod === "cod";
  return `${payment}${order.closed ? ` · ${order.closed.reason}` : ""}${cash ? " · cash on delivery" : ""}`;
}
