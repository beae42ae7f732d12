import { randomUUID } from "node:crypto";

/** A placeOrder payload with a fresh request key, as the web client sends one per shopper action. */
export function withKey<T extends object>(data: T): T & { requestId: string } {
  return { ...data, requestId: randomUUID() };
}
