import { STAGE_LABELS, stageOf, type FulfilmentStage } from "@shop/domain";

const IST_TIME = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});

/** A moment as the operator reads it: India time, whatever the browser's zone. */
export function formatIst(date: Date): string {
  return `${IST_TIME.format(date)} IST`;
}

/** An order's stage label; "—" for an order not paid yet. */
export function stageLabel(order: { status: string; fulfilment?: { stage: FulfilmentStage } }) {
  const stage = stageOf(order);
  return stage ? STAGE_LABELS[stage] : "—";
}
