// @shop/razorpay-emulator: a local stand-in for Razorpay (development tooling, never deployed), in
// process or on its own (main.ts). See docs/razorpay-emulator.md.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { CORS, HttpProblem, readJson } from "./http.js";
import { basicAuthProblem } from "./keys.js";
import { createPayments } from "./payments.js";
import { createRefunds } from "./refunds.js";
import { answer, createRoutes } from "./routes.js";
import { createScheduler, describe } from "./scheduler.js";
import { initialSettings } from "./settings.js";
import { createStore } from "./store.js";
import { createWebhooks } from "./webhooks.js";

export { checkoutSignature, webhookSignature, localRazorpayConfig } from "./keys.js";
export type { EmulatorOrder, EmulatorPayment, EmulatorRefund } from "./store.js";
export type { EmulatorSettings, WebhookEventName, WebhookSettings } from "./settings.js";
export type { WebhookEventRecord } from "./webhooks.js";
export type RazorpayEmulator = ReturnType<typeof createRazorpayEmulator>;

const CHECKOUT_JS = readFileSync(new URL("./widget/checkout.js", import.meta.url), "utf8");
const REFUND_PATH = /^\/v1\/payments\/[^/]+\/refund\/?$/;

export function createRazorpayEmulator(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
  /** The initial (and reset) delivery timeout; Razorpay's 5 s unless told. */
  webhookTimeoutMs?: number;
  log?: (line: string) => void;
}) {
  const { keyId, keySecret, log = () => {} } = options;
  const startSettings = () => initialSettings(options.webhookUrl, options.webhookTimeoutMs);
  const store = createStore();
  const settings = startSettings();
  const scheduler = createScheduler(log);
  const webhooks = createWebhooks(options.webhookSecret, settings, scheduler, log);
  const refunds = createRefunds({ store, webhooks, scheduler, settings });
  const payments = createPayments({ store, webhooks, scheduler, settings, refunds });
  const emulator = {
    store,
    settings,
    webhooks,
    payments,
    refunds,
    /** Resolves once nothing is in flight or scheduled (deliveries, retries, captures, refunds, late payments). */
    settled: () => scheduler.idle(),
    reset() {
      scheduler.cancelAll();
      Object.assign(settings, startSettings()); // before webhooks.clear(), which reads the seed
      for (const entities of Object.values(store)) entities.clear();
      webhooks.clear();
      refunds.clear();
    },
    url: "",
    /** Listens on host:port (0 = any free port) and resolves with the base URL. */
    async listen(port = 0, host = "127.0.0.1") {
      await once(server.listen(port, host), "listening"); // rejects on "error" (port taken)
      return (emulator.url = `http://${host}:${(server.address() as AddressInfo).port}`);
    },
    async close() {
      scheduler.cancelAll();
      await scheduler.idle();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const routes = createRoutes(emulator, keyId, keySecret);

  const send = (res: ServerResponse, status: number, body: unknown, headers = {}, type = "json") =>
    res
      .writeHead(status, { "content-type": `application/${type}`, ...headers })
      .end(typeof body === "string" ? body : JSON.stringify(body));

  async function route(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    const path = new URL(req.url ?? "/", "http://emulator").pathname;
    const at = `${req.method} ${path}`;
    if (req.method === "OPTIONS") return void res.writeHead(204, CORS).end();
    if (at === "GET /v1/checkout.js") {
      const headers = { "cache-control": "no-store", ...CORS };
      return send(res, 200, CHECKOUT_JS, headers, "javascript; charset=utf-8");
    }
    if (at === "POST /v1/checkout/pay") {
      const answer = routes.checkoutPay(await readJson(req));
      // checkout.js reads the checkout setting from this header, so the body stays Razorpay's own.
      const handler = { "x-razorpay-emulator-handler": settings.checkout.handler };
      return send(res, 200, answer, { ...CORS, ...handler });
    }
    if (path.startsWith("/_emulator/")) {
      const missing = new HttpProblem(404, `No emulator control at ${at}`);
      return send(res, 200, await answer(routes.controls, at, req, missing));
    }
    if (!path.startsWith("/v1/")) throw new HttpProblem(404, `No route ${at}`, "NOT_FOUND");
    // Razorpay's API: latency and faults first, then Basic auth, then the route.
    const authProblem = basicAuthProblem(req.headers.authorization, keyId, keySecret);
    const key = req.headers["x-refund-idempotency"] as string | undefined;
    const isRefund = req.method === "POST" && REFUND_PATH.test(path);
    // A refund's idempotency key is "in progress" from the request's arrival to its answer.
    const endKey = isRefund && !authProblem && key !== undefined ? refunds.begin(key) : () => {};
    try {
      const { faults } = settings;
      if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs));
      if (faults.failNext > 0) {
        faults.failNext -= 1;
        const why = "The server encountered an error. The incident has been reported to admins.";
        throw new HttpProblem(faults.failStatus, why, "SERVER_ERROR");
      }
      if (authProblem) throw new HttpProblem(401, authProblem);
      const missing = new HttpProblem(400, "The requested URL was not found on the server.");
      send(res, 200, await answer(routes.api, at, req, missing));
      log(`${req.method} ${path}`);
    } finally {
      endKey();
    }
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      const description = error instanceof Error ? error.message : String(error);
      if (!(error instanceof HttpProblem)) log(`error: ${describe(error)}`);
      const { status, code, field } =
        error instanceof HttpProblem ? error : new HttpProblem(500, description, "SERVER_ERROR");
      // Razorpay's error envelope; a refused request field is named as the business's input error.
      const where = field
        ? { source: "business", step: "payment_initiation", reason: "input_validation_failed" }
        : { source: "NA", step: "NA", reason: "NA" };
      const body = { error: { code, description, field, ...where, metadata: {} } };
      if (!res.headersSent) send(res, status, body, CORS);
      else res.end();
    });
  });

  return emulator;
}
