/**
 * What the payment tests share: the Razorpay emulator started in-process on a
 * free port (its webhooks delivered to the real razorpayWebhook function),
 * the local key values, and helpers to place, start and pay orders.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { RazorpayEmulator, WebhookEventRecord } from "@shop/razorpay-emulator";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { placeOrder, razorpayWebhook, startPayment } from "../../index";
import { db } from "../../lib/firestore";
import { callAs, clearFirestore, type TestCaller } from "../../testing/harness";
import { COLLECTIONS, firestorePaths } from "../../domain";

export const ADDRESS = {
  name: "Asha Rao",
  phone: "9876543210",
  address: "12 MG Road, Kothrud, Pune",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411038",
  gstin: "",
};

const emulatorModule = () => import("@shop/razorpay-emulator");

export interface PaymentKit {
  emulator: RazorpayEmulator;
  keys: { keyId: string; keySecret: string; webhookSecret: string };
  stop(): Promise<void>;
}

/**
 * Sets the env the Functions runtime would (the params' values and the local
 * secrets), then starts the emulator and a webhook receiver for it.
 */
export async function startPaymentKit(): Promise<PaymentKit> {
  const { createRazorpayEmulator, localRazorpayConfig } = await emulatorModule();
  const keys = localRazorpayConfig({});
  const receiver = await listen(webhookReceiver());
  const emulator = createRazorpayEmulator({
    ...keys,
    webhookUrl: `${receiver.url}/razorpayWebhook`,
  });
  await emulator.listen(0);
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: keys.keyId,
    RAZORPAY_KEY_SECRET: keys.keySecret,
    RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    RAZORPAY_API_URL: emulator.url,
    SHOP_NAME: "AquaSense",
  });
  return {
    emulator,
    keys,
    async stop() {
      await emulator.close();
      await new Promise((resolve) => receiver.server.close(resolve));
    },
  };
}

/**
 * One kit per test file, started before its tests and stopped after them;
 * before each test Firestore is emptied, the emulator reset, and webhook
 * delivery on (Razorpay delivers) or off (the test delivers, or loses, each
 * event itself).
 */
export function usePaymentKit({ deliverWebhooks }: { deliverWebhooks: boolean }): PaymentKit {
  let started: PaymentKit | undefined;
  const current = () => {
    if (!started) throw new Error("usePaymentKit: the kit is used outside a test");
    return started;
  };
  beforeAll(async () => {
    started = await startPaymentKit();
  });
  afterAll(() => started?.stop());
  beforeEach(async () => {
    await clearFirestore();
    current().emulator.reset();
    current().emulator.settings.webhooks.enabled = deliverWebhooks;
  });
  return {
    get emulator() {
      return current().emulator;
    },
    get keys() {
      return current().keys;
    },
    stop: () => current().stop(),
  };
}

/** A pending order of `caller` with its Razorpay order: Proceed to Payment pressed. */
export async function startedOrder(caller: TestCaller) {
  const orderId = await placePendingOrder(caller);
  const { razorpayOrderId } = await callAs(startPayment, caller, { orderId, address: ADDRESS });
  return { orderId, razorpayOrderId };
}

export interface WebhookAnswer {
  status: number;
  body: unknown;
}

/** Runs the deployed razorpayWebhook function on one request, as the runtime would. */
export function callWebhook(
  rawBody: string | Buffer,
  headers: Record<string, string | undefined>,
  method = "POST",
): Promise<WebhookAnswer> {
  const raw = Buffer.isBuffer(rawBody) ? rawBody : Buffer.from(rawBody);
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value) lower[name.toLowerCase()] = value;
  return new Promise((resolve, reject) => {
    const res = {
      statusCode: 200,
      headersSent: false,
      status(code: number) {
        res.statusCode = code;
        return res;
      },
      set: () => res,
      on: () => res,
      send: (body: unknown) => finish(body),
      json: (body: unknown) => finish(body),
      end: (body?: unknown) => finish(body),
    };
    function finish(body: unknown) {
      res.headersSent = true;
      resolve({ status: res.statusCode, body });
      return res;
    }
    const req = {
      method,
      url: "/razorpayWebhook",
      headers: lower,
      rawBody: raw,
      body: raw.length > 0 ? safeJson(raw) : undefined,
      get: (name: string) => lower[name.toLowerCase()],
      header: (name: string) => lower[name.toLowerCase()],
    };
    Promise.resolve(razorpayWebhook(req as never, res as never)).then(() => {
      if (!res.headersSent) reject(new Error("razorpayWebhook answered nothing"));
    }, reject);
  });
}

function safeJson(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Receives the emulator's webhook POSTs and hands them to the function. */
function webhookReceiver(): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]),
      );
      callWebhook(Buffer.concat(chunks), headers, req.method).then(
        ({ status, body }) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(typeof body === "string" ? body : JSON.stringify(body ?? null));
        },
        (error: unknown) => {
          res.writeHead(500).end(String(error));
        },
      );
    });
  });
}

async function listen(server: Server): Promise<{ server: Server; url: string }> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { server, url: `http://127.0.0.1:${address.port}` };
}

/** A pending order for `caller`, placed through the real placeOrder function. */
export async function placePendingOrder(caller: TestCaller, quantity = 2): Promise<string> {
  const { orderId } = await callAs(placeOrder, caller, {
    items: [{ productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity }],
    requestId: randomUUID(),
  });
  return orderId;
}

export interface CheckoutAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What checkout.js's Pay (success) or Fail (failure) button does. */
export async function payOnEmulator(
  kit: PaymentKit,
  razorpayOrderId: string,
  outcome: "success" | "failure" = "success",
): Promise<CheckoutAnswer> {
  const res = await fetch(`${kit.emulator.url}/v1/checkout/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key: kit.keys.keyId, order_id: razorpayOrderId, outcome }),
  });
  if (!res.ok) throw new Error(`checkout pay → ${res.status} ${await res.text()}`);
  return (await res.json()) as CheckoutAnswer;
}

export async function storedOrder(uid: string, orderId: string) {
  return (await db().doc(firestorePaths.userOrder(uid, orderId)).get()).data();
}

export async function ledgerEntries(): Promise<Array<Record<string, unknown> & { id: string }>> {
  const snapshot = await db().collection(COLLECTIONS.razorpayEvents).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }));
}

/** Pays on the emulator with delivery off, so the test decides when each event arrives. */
export async function undeliveredEvents(
  kit: PaymentKit,
  razorpayOrderId: string,
  outcome: "success" | "failure",
) {
  kit.emulator.settings.webhooks.enabled = false;
  await payOnEmulator(kit, razorpayOrderId, outcome);
  return kit.emulator.webhooks.events.filter((e) => e.orderId === razorpayOrderId);
}

export const deliver = (e: Pick<WebhookEventRecord, "body" | "signature" | "id">) =>
  callWebhook(e.body, { "x-razorpay-signature": e.signature, "x-razorpay-event-id": e.id });
