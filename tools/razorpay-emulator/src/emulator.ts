import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { handleApi } from "./api.js";
import { checkoutPay } from "./checkoutPay.js";
import { handleControl } from "./control.js";
import { CORS, HttpProblem, razorpayError, readJson, sendJson } from "./http.js";
import { createPayments } from "./payments.js";
import { createRefunds } from "./refunds.js";
import { createScheduler, describe } from "./scheduler.js";
import { initialSettings, type EmulatorSettings, type SettingsDefaults } from "./settings.js";
import { basicAuthProblem } from "./signatures.js";
import { createStore } from "./store.js";
import type { Log } from "./types.js";
import { createWebhooks } from "./webhooks.js";

export interface RazorpayEmulatorOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
  accountId?: string;
  /** Overrides of the initial settings (reset returns to them), e.g. {webhooks: {timeoutMs: 30_000}}. */
  defaults?: SettingsDefaults;
  log?: Log;
}

export type RazorpayEmulator = ReturnType<typeof createRazorpayEmulator>;

// One script: the dialog's markup, then the Razorpay class, as tsconfig.widget.json builds them.
const CHECKOUT_JS = ["checkoutDialog.js", "checkout.js"]
  .map((file) => readFileSync(new URL(`./widget/${file}`, import.meta.url), "utf8"))
  .join("\n");
const REFUND_PATH = /^\/v1\/payments\/[^/]+\/refund\/?$/;

/** A local stand-in for Razorpay (development tooling, never deployed): docs/razorpay-emulator.md. */
export function createRazorpayEmulator({
  keyId,
  keySecret,
  webhookSecret,
  webhookUrl,
  accountId = "acc_LocalEmulator01",
  defaults = {},
  log = () => {},
}: RazorpayEmulatorOptions) {
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
  /** Resolves once nothing is in flight or scheduled (deliveries, retries, captures, refunds, late payments). */
  const settled = () => scheduler.idle();
  const emulator = { store, settings, webhooks, payments, refunds, reset, settled };

  /** Forgets everything and cancels what is scheduled; settings back to start. */
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
      const answer = checkoutPay(await readJson(req), context);
      // checkout.js reads the checkout setting from this header, so the body stays Razorpay's own.
      const handler = { "x-razorpay-emulator-handler": settings.checkout.handler };
      return sendJson(res, 200, answer, { ...CORS, ...handler });
    }
    if (path.startsWith("/_emulator/")) {
      return sendJson(res, 200, await handleControl(req, path, emulator));
    }
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
      sendJson(res, 200, await handleApi(req, path, { store, payments, refunds }));
      log(`${req.method} ${path}`);
    } finally {
      endKey();
    }
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      const problem = error instanceof HttpProblem ? error : undefined;
      if (!problem) log(`error: ${describe(error)}`);
      const message = error instanceof Error ? error.message : String(error);
      const body = razorpayError(message, problem?.code ?? "SERVER_ERROR", {}, problem?.field);
      if (!res.headersSent) sendJson(res, problem?.status ?? 500, body, CORS);
      else res.end();
    });
  });

  const running = Object.assign(emulator, {
    server,
    url: "",
    /** Listens on host:port (0 = any free port) and resolves with the base URL. */
    listen(port = 0, host = "127.0.0.1") {
      return new Promise<string>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          running.url = `http://${host}:${(server.address() as AddressInfo).port}`;
          resolve(running.url);
        });
      });
    },
    /** Cancels what is scheduled, waits for what is running, then stops listening. */
    async close() {
      scheduler.cancelAll();
      await scheduler.idle();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
  return running;
}
