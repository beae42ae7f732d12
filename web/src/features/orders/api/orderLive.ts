import type { Order } from "@shop/domain";
import { afterPaintWhenIdle } from "../../../lib/schedule";
import { watchOrder } from "./orders";
import type { OrderReader } from "./orderData";
import { readOrderOnce } from "./orderRest";

/**
 * One order for its page, live, answered first by one REST read
 * (./orderRest) as My Orders' list is (./orders watchPaidOrders): the
 * Firestore SDK's listener starts once that answer has painted and keeps
 * the order live. If the REST read fails, the listener answers instead.
 */
export function watchOrderRestFirst(
  uid: string,
  orderId: string,
  onChange: (order: Order | null) => void,
  onError: (error: unknown) => void,
  read: OrderReader,
): () => void {
  let stopped = false;
  let heardLive = false;
  let stopLive: (() => void) | undefined;
  const startLive = () => {
    if (stopped) return;
    stopLive = watchOrder(
      uid,
      orderId,
      (order) => {
        heardLive = true;
        onChange(order);
      },
      onError,
      read,
    );
  };
  readOrderOnce(uid, orderId, read).then((order) => {
    if (stopped || heardLive) return;
    onChange(order);
    afterPaintWhenIdle(startLive);
  }, startLive);
  return () => {
    stopped = true;
    stopLive?.();
  };
}
