import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { afterAll, beforeAll, beforeEach } from "vitest";
import * as emulatorPackage from "@shop/razorpay-emulator";
import type { RazorpayEmulator } from "@shop/razorpay-emulator";

/**
 * One Razorpay emulator per test file, with a local receiver for its webhooks.
 * The tests import the built package by name, as the shop's suites do, so
 * they run what dist/ serves (checkout.js included): npm run build first.
 */

// JSON answers are checked with toEqual/toMatchObject; digging into them needs no types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;
export const emu = emulatorPackage;
export let emulator: RazorpayEmulator;
let receiver: Server;
export const received: Array<{ headers: IncomingHttpHeaders; body: string; at: number }> = [];
/** How the webhook receiver answers its nth request (1-based): 200 at once unless a test says otherwise. */
type Answer = { status?: number; delayMs?: number };
let answer: (n: number) => Answer = () => ({});
export const answerWebhooksWith = (how: (n: number) => Answer) => {
  answer = how;
};
export const keys = {
  keyId: "rzp_test_unit",
  keySecret: "unit_key_secret",
  webhookSecret: "unit_hook",
};
export const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
export const AUTH = basic(keys.keyId, keys.keySecret);

export function useRazorpayEmulator(): void {
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        received.push({ headers: req.headers, body, at: Date.now() });
        const { status = 200, delayMs = 0 } = answer(received.length);
        setTimeout(() => res.writeHead(status).end(status < 300 ? "ok" : "not ok"), delayMs);
      });
    });
    await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
    const port = (receiver.address() as { port: number }).port;
    emulator = emu.createRazorpayEmulator({ ...keys, webhookUrl: `http://127.0.0.1:${port}/hook` });
    await emulator.listen(0);
  });
  afterAll(async () => {
    await emulator.close();
    await new Promise((r) => receiver.close(r));
  });
  beforeEach(async () => {
    emulator.reset(); // cancels what is scheduled; what is already in flight lands before the test
    await emulator.settled();
    received.length = 0;
    answer = () => ({});
  });
}

export async function api(
  path: string,
  init: Omit<RequestInit, "headers"> & { auth?: string; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${emulator.url}${path}`, {
    ...init,
    headers: {
      "content-type": "application/json",
      ...(init.auth !== "" ? { authorization: init.auth ?? AUTH } : {}),
      ...init.headers,
    },
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** POST to Razorpay's API (Basic auth) with a JSON body. */
export const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api(path, { method: "POST", body: JSON.stringify(body), headers });

export const createOrder = (body: unknown = { amount: 39900, currency: "INR", receipt: "ORD-1" }) =>
  api("/v1/orders", { method: "POST", body: JSON.stringify(body) });

export async function pay(orderId: string, outcome: "success" | "failure", key = keys.keyId) {
  const res = await fetch(`${emulator.url}/v1/checkout/pay`, {
    method: "POST",
    body: JSON.stringify({ key, order_id: orderId, outcome }),
  });
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

/** A test control: POST /_emulator/<path> with a JSON body. */
export const control = (path: string, body: unknown = {}) =>
  api(`/_emulator/${path}`, { method: "POST", body: JSON.stringify(body), auth: "" });

/** The names of the recorded webhook events, in the order they happened. */
export const eventNames = () => emulator.webhooks.events.map((e) => e.event);

/** The events the receiver got, in arrival order: [event name, X-Razorpay-Event-Id]. */
export const arrivals = () =>
  received.map(({ headers, body }) => [
    (JSON.parse(body) as Json).event as string,
    headers["x-razorpay-event-id"] as string,
  ]);
