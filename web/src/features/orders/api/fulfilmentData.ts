import {
  FULFILMENT_STAGES,
  isPaise,
  ORDER_HISTORY_LABELS,
  type Fulfilment,
  type FulfilmentStage,
  type Order,
  type OrderHistoryEntry,
  type OrderHistoryKind,
  type OrderRefund,
  type RefundState,
} from "@shop/domain";
import { dateOf, isData, known, orderFromData, textOf, type Data } from "./orderData";

// Written by several functions over time: a malformed part is left out, not the whole order.
// Apart from orderData.ts so checkout's chunk (/payment) carries none of it (npm run budget: 0.9 KB, one chunk).

const STAGES: readonly unknown[] = FULFILMENT_STAGES;
const REFUND_STATES: readonly unknown[] = [
  "pending",
  "processed",
  "failed",
] satisfies RefundState[];
const HISTORY_KINDS: readonly unknown[] = Object.keys(ORDER_HISTORY_LABELS);

function fulfilmentOf(raw: unknown): Fulfilment | undefined {
  if (!isData(raw) || !STAGES.includes(raw.stage)) return undefined;
  const shipment = isData(raw.shipment) ? raw.shipment : {};
  const carrier = textOf(shipment.carrier);
  const trackingNumber = textOf(shipment.trackingNumber);
  return {
    stage: raw.stage as FulfilmentStage,
    ...(carrier || trackingNumber ? { shipment: { carrier, trackingNumber } } : {}),
    updatedAt: dateOf(raw.updatedAt) ?? new Date(0),
  };
}

function refundOf(refundId: string, raw: unknown): OrderRefund | undefined {
  if (!isData(raw) || !isPaise(raw.amount) || !REFUND_STATES.includes(raw.state)) return undefined;
  return {
    refundId: textOf(raw.refundId) || refundId,
    amount: raw.amount,
    state: raw.state as RefundState,
    requestedBy: textOf(raw.requestedBy),
    requestedAt: dateOf(raw.requestedAt) ?? new Date(0),
    ...known({ settledAt: dateOf(raw.settledAt), reason: textOf(raw.reason) }),
  };
}

function historyEntryOf(raw: unknown): OrderHistoryEntry | undefined {
  const at = isData(raw) ? dateOf(raw.at) : undefined;
  if (!isData(raw) || !HISTORY_KINDS.includes(raw.kind) || !at) return undefined;
  return {
    kind: raw.kind as OrderHistoryKind,
    at,
    by: textOf(raw.by),
    ...known({ note: textOf(raw.note), requestKey: textOf(raw.requestKey) }),
  };
}

/** A stored order with its fulfilment, refunds, history and customer's e-mail, where stored (an OrderReader). */
export function orderWithFulfilmentFromData(id: string, data: Data): Order | null {
  const order = orderFromData(id, data);
  if (!order) return null;
  const refunds = Object.entries(isData(data.refunds) ? data.refunds : {}).flatMap(([key, raw]) => {
    const refund = refundOf(key, raw);
    return refund ? [[key, refund] as const] : [];
  });
  const history = Array.isArray(data.history)
    ? data.history.flatMap((raw) => historyEntryOf(raw) ?? [])
    : [];
  return {
    ...order,
    ...known({
      customerEmail: textOf(data.customerEmail),
      fulfilment: fulfilmentOf(data.fulfilment),
      refunds: refunds.length > 0 ? Object.fromEntries(refunds) : undefined,
      history: history.length > 0 ? history : undefined,
    }),
  };
}
