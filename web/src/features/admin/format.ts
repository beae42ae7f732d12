import {
  STAGE_LABELS,
  isVariantKey,
  stageOf,
  variantLabel,
  type FulfilmentStage,
  type OrderItem,
} from "@shop/domain";

const IST_TIME = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A moment as the operator reads it: India time, whatever the browser's zone. */
export const formatIst = (date: Date) => `${IST_TIME.format(date)} IST`;

/** An order's stage label; "—" for an order not paid yet. */
export function stageLabel(order: { status: string; fulfilment?: { stage: FulfilmentStage } }) {
  const stage = stageOf(order);
  return stage ? STAGE_LABELS[stage] : "—";
}

export const variantOf = (item: OrderItem) =>
  isVariantKey(item.variantKey) ? variantLabel(item.variantKey) : item.variantName;
