import type { Order } from "@shop/domain";
import { afterPaintWhenIdle } from "../../../lib/schedule";
import { watchOrder } from "./orders";
import type { OrderReader } from "./orderData";
import { readOrderOnce } from "./orderRest";

/**
 * The REST read (./orderRest) paints first; the SDK listener starts after it, and answers
 * instead if the REST read fails.
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
