import type { Order } from "@shop/domain";
import { restFirst, watchOrder, type Stop } from "./orders";
import type { OrderReader } from "./orderData";
import { readOrderOnce } from "./ordersRest";

/** The order's page: one REST read paints first, then the SDK listener keeps it live. */
export const watchOrderRestFirst = (
  uid: string,
  orderId: string,
  onChange: (order: Order | null) => void,
  onError: (error: unknown) => void,
  read: OrderReader,
): Stop =>
  restFirst(
    () => readOrderOnce(uid, orderId, read),
    (heard) => watchOrder(uid, orderId, heard, onError, read),
    onChange,
  );
