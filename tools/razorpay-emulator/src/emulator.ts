import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { handleOrdersApi } from "./api.js";
import type { RazorpayEmulator, RazorpayEmulatorOptions } from "./index.js";
import { handleCheckoutPay } from "./checkoutPay.js";
import { handleControl } from "./control.js";
import { CORS, HttpProblem, razorpayError, sendJson } from "./http.js";
import { createPayments } from "./payments.js";
import { handlePaymentsApi } from "./paymentsApi.js";
import { createRefunds } from "./refunds.js";
import { createScheduler, describe } from "./scheduler.js";
import { initialSettings, type EmulatorSettings } from "./settings.js";
import { basicAuthProblem } from "./signatures.js";
import { createStore } from "./store.js";
import { createWebhooks } from "./webhooks.js";

// One script: the dialog's markup, then the Razorpay class, as tsconfig.widget.json builds them.
const CHECKOUT_JS = ["checkoutDialog.js", "checkout.js"]
  .map((file) => readFileSync(new URL(`./widget/${file}`, import.meta.url), "utf8"))
  .join("\n");
const REFUND_PATH = /^\/v1\/payments\/[^/]+\/refund\/?$/;

/**
 * A local stand-in for Razorpay (development tooling, never deployed); `defaults` overrides the
 * initial settings, which reset returns to. See docs/razorpay-emulator.md.
 */
export function createRazorpayEmulator({
  keyId,
  keySecret,
  webhookSecret,
  webhookUrl,
  accountId = "acc_LocalEmulator01",
  defaults = {},
  log = () => {},
}: RazorpayEmulatorOptions): RazorpayEmulator {
  const startSettings = () => {
    const settings = initialSettings(webhookUrl);
    for (const [group, values] of Object.entries(defaults)) {
      Object.assign(settings[group as keyof EmulatorSettings], values);
    }
    return settings;
  };
  const store = createStore();
  const settings = startSettings();
  const scheduler = createScheduler(log);
  const webhooks = createWebhooks({ secret: webhookSecret, accountId, settings, scheduler, log });
  const refunds = createRefunds({ store, webhooks, scheduler, settings });
  const payments = createPayments({ store, webhooks, scheduler, settings, refunds });
  const settled = () => scheduler.idle();
  const emulator = { store, settings, webhooks, payments, refunds, reset, settled };

  /** Forgets everything, cancels whatever is scheduled; settings back to start. */
  function reset() {
    scheduler.cancelAll();
    store.clear();
    webhooks.clear();
    refunds.clear();
    Object.assign(settings, startSettings());
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://emulator").pathname;
    if (req.method === "OPTIONS") return void res.writeHead(204, CORS).end();
    if (path === "/v1/checkout.js" && req.method === "GET") {
      res.writeHead(200, {
        "content-type": "application/javascript; charset=utf-8",
        "cache-control": "no-store",
        ...CORS,
      });
      return void res.end(CHECKOUT_JS);
    }
    if (path === "/v1/checkout/pay" && req.method === "POST") {
      const context = { store, payments, settings, keyId, keySecret };
      const { answer, headers } = await handleCheckoutPay(req, context);
      return sendJson(res, 200, answer, { ...CORS, ...headers });
    }
    if (path.startsWith("/_emulator/")) return handleControl(req, res, path, emulator);
    if (path.startsWith("/v1/")) return api(req, res, path);
    throw new HttpProblem(404, `No route ${req.method} ${path}`, "NOT_FOUND");
  }

  /** Razorpay's API: latency and faults first, then Basic auth, then the route. */
  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
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
        const description =
          "The server encountered an error. The incident has been reported to admins.";
        return sendJson(res, faults.failStatus, razorpayError(description, "SERVER_ERROR"));
      }
      if (authProblem) return sendJson(res, 401, razorpayError(authProblem));
      const context = { store, payments, refunds };
      const handled =
        (await handleOrdersApi(req, res, path, store)) ||
        (await handlePaymentsApi(req, res, path, context));
      if (!handled) throw new HttpProblem(400, "The requested URL was not found on the server.");
      log(`${req.method} ${path}`);
    } finally {
      endKey();
    }
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      const status = error instanceof HttpProblem ? error.status : 500;
      if (!(error instanceof HttpProblem)) log(`error: ${describe(error)}`);
      const code = error instanceof HttpProblem ? error.code : "SERVER_ERROR";
      const message = error instanceof Error ? error.message : String(error);
      const field = error instanceof HttpProblem ? error.field : null;
      if (!res.headersSent) sendJson(res, status, razorpayError(message, code, {}, field), CORS);
      else res.end();
    });
  });

  const running: RazorpayEmulator = Object.assign(emulator, {
    server,
    url: "",
    listen(port = 0, host = "127.0.0.1") {
      return new Promise<string>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          const address = server.address() as AddressInfo;
          running.url = `http://${host}:${address.port}`;
          resolve(running.url);
        });
      });
    },
    async close() {
      scheduler.cancelAll();
      await scheduler.idle();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
  return running;
}
