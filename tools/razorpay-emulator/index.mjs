import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { handleOrdersApi } from "./api.mjs";
import { handleCheckoutPay } from "./checkoutPay.mjs";
import { handleControl } from "./control.mjs";
import { CORS, HttpProblem, razorpayError, sendJson } from "./http.mjs";
import { createPayments } from "./payments.mjs";
import { handlePaymentsApi } from "./paymentsApi.mjs";
import { createRefunds } from "./refunds.mjs";
import { createScheduler } from "./scheduler.mjs";
import { initialSettings } from "./settings.mjs";
import { basicAuthProblem } from "./signatures.mjs";
import { createStore } from "./store.mjs";
import { createWebhooks } from "./webhooks.mjs";

export { checkoutSignature, webhookSignature, basicAuthProblem } from "./signatures.mjs";
export { localRazorpayConfig } from "./config.mjs";

/** checkout.js is served as one script: the dialog's markup, then the Razorpay class. */
const CHECKOUT_JS = ["checkoutDialog.js", "checkout.js"]
  .map((file) => readFileSync(new URL(`./${file}`, import.meta.url), "utf8"))
  .join("\n");
const REFUND_PATH = /^\/v1\/payments\/[^/]+\/refund\/?$/;

/**
 * A local stand-in for Razorpay (development tooling, never deployed): the
 * Orders, Payments and Refunds API subset, checkout.js, signed webhooks and
 * test controls. `defaults` overrides the initial settings (reset returns to
 * them), e.g. {webhooks: {timeoutMs: 30_000}}. See docs/razorpay-emulator.md.
 */
export function createRazorpayEmulator({
  keyId,
  keySecret,
  webhookSecret,
  webhookUrl,
  accountId = "acc_LocalEmulator01",
  defaults = {},
  log = () => {},
}) {
  const startSettings = () => {
    const settings = initialSettings(webhookUrl);
    for (const [group, values] of Object.entries(defaults)) Object.assign(settings[group], values);
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

  async function route(req, res) {
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
  async function api(req, res, path) {
    const authProblem = basicAuthProblem(req.headers.authorization, keyId, keySecret);
    const key = req.headers["x-refund-idempotency"];
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
    route(req, res).catch((error) => {
      const status = error instanceof HttpProblem ? error.status : 500;
      if (!(error instanceof HttpProblem)) log(`error: ${error?.stack ?? error}`);
      const code = error instanceof HttpProblem ? error.code : "SERVER_ERROR";
      if (!res.headersSent) sendJson(res, status, razorpayError(error.message, code), CORS);
      else res.end();
    });
  });

  return Object.assign(emulator, {
    server,
    url: "",
    /** Listens on host:port (0 = any free port) and resolves with the base URL. */
    listen(port = 0, host = "127.0.0.1") {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          const address = server.address();
          emulator.url = `http://${host}:${address.port}`;
          resolve(emulator.url);
        });
      });
    },
    /** Cancels what is scheduled, waits for what is running, then stops listening. */
    async close() {
      scheduler.cancelAll();
      await scheduler.idle();
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  });
}
