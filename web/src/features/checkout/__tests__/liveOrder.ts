import { act } from "@testing-library/react";
import { vi } from "vitest";
import type { Order } from "@shop/domain";

type OrderListener = (order: Order | null) => void;
type ErrorListener = (error: unknown) => void;

/** Stands in for watchOrder (features/orders/api/orders); tests push what Firestore would send. */
export const live = {
  onChange: undefined as OrderListener | undefined,
  onError: undefined as ErrorListener | undefined,
  push(order: Order | null) {
    act(() => this.onChange?.(order));
  },
  fail(error: unknown) {
    act(() => this.onError?.(error));
  },
};

export const watchOrder = vi.fn(
  (_uid: string, _orderId: string, onChange: OrderListener, onError: ErrorListener) => {
    live.onChange = onChange;
    live.onError = onError;
    return () => undefined;
  },
);
