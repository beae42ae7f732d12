import {
  FULFILMENT_STAGES,
  isPaise,
  type Fulfilment,
  type FulfilmentStage,
  type Order,
  type OrderHistoryEntry,
  type OrderHistoryKind,
  type OrderRefund,
  type RefundState,
} from "@shop/domain";
import { dateOf, orderFromData } from "./orderData";

/**
 * Written by other functions over time, so a malformed part is left out rather than failing the
 * whole order. Only My Orders and the order's page import this, keeping it out of checkout's chunk.
 */

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === "object" && value !== null;
const text = (value: unknown) => (typeof value === "string" ? value : "");

const isStage = (value: unknown): value is FulfilmentStage =>
  (FULFILMENT_STAGES as readonly unknown[]).includes(value);

const REFUND_STATES: readonly unknown[] = [
  "pending",
  "processed",
  "failed",
] satisfies RefundState[];
const HISTORY_KINDS: readonly unknown[] = [
  ...FULFILMENT_STAGES,
  "placed",
  "refund-requested",
  "refund-processed",
  "refund-failed",
] satisfies OrderHistoryKind[];

function fulfilmentOf(raw: unknown): Fulfilment | undefined {
  if (!isData(raw) || !isStage(raw.stage)) return undefined;
  const shipment = isData(raw.shipment) ? raw.shipment : undefined;
  const carrier = text(shipment?.carrier);
  const trackingNumber = text(shipment?.trackingNumber);
  return {
    stage: raw.stage,
    ...(carrier || trackingNumber ? { shipment: { carrier, trackingNumber } } : {}),
    updatedAt: dateOf(raw.updatedAt) ?? new Date(0),
  };
}

function refundOf(refundId: string, raw: unknown): OrderRefund | undefined {
  if (!isData(raw) || !isPaise(raw.amount) || !REFUND_STATES.includes(raw.state)) return undefined;
  const settledAt = dateOf(raw.settledAt);
  const reason = text(raw.reason);
  return {
    refundId: text(raw.refundId) || refundId,
    amount: raw.amount,
    state: raw.state as RefundState,
    requestedBy: text(raw.requestedBy),
    requestedAt: dateOf(raw.requestedAt) ?? new Date(0),
    ...(settledAt ? { settledAt } : {}),
    ...(reason ? { reason } : {}),
  };
}

function historyEntryOf(raw: unknown): OrderHistoryEntry | undefined {
  const at = isData(raw) ? dateOf(raw.at) : undefined;
  if (!isData(raw) || !HISTORY_KINDS.includes(raw.kind) || !at) return undefined;
  const note = text(raw.note);
  const requestKey = text(raw.requestKey);
  return {
    kind: raw.kind as OrderHistoryKind,
    at,
    by: text(raw.by),
    ...(note ? { note } : {}),
    ...(requestKey ? { requestKey } : {}),
  };
}

/** The order's fulfilment, refunds and history, where stored. */
function afterPaymentOf(data: Data): Pick<Order, "fulfilment" | "refunds" | "history"> {
  const fulfilment = fulfilmentOf(data.fulfilment);
  const refunds = isData(data.refunds)
    ? Object.fromEntries(
        Object.entries(data.refunds).flatMap(([id, raw]) => {
          const refund = refundOf(id, raw);
          return refund ? [[id, refund] as const] : [];
        }),
      )
    : {};
  const history = Array.isArray(data.history)
    ? data.history.flatMap((raw) => historyEntryOf(raw) ?? [])
    : [];
  return {
    ...(fulfilment ? { fulfilment } : {}),
    ...(Object.keys(refunds).length > 0 ? { refunds } : {}),
    ...(history.length > 0 ? { history } : {}),
  };
}

/** A stored order with what happened after payment (an OrderReader, ./orderData). */
export function orderWithFulfilmentFromData(id: string, data: Data): Order | null {
  const order = orderFromData(id, data);
  return order && { ...order, ...afterPaymentOf(data) };
}
