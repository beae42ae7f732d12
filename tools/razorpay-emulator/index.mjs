import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { handleOrdersApi } from "./api.mjs";
import { handleCheckoutPay } from "./checkoutPay.mjs";
import { handleControl } from "./control.mjs";
import { CORS, HttpProblem, razorpayError, sendJson } from "./http.mjs";
import { basicAuthProblem } from "./signatures.mjs";
import { createStore } from "./store.mjs";
import { createWebhooks } from "./webhooks.mjs";

export { checkoutSignature, webhookSignature, basicAuthProblem } from "./signatures.mjs";
export { localRazorpayConfig } from "./config.mjs";

const CHECKOUT_JS = readFileSync(new URL("./checkout.js", import.meta.url), "utf8");

function initialSettings(webhookUrl) {
  return {
    webhooks: {
      enabled: true,
      url: webhookUrl ?? "",
      delayMs: 0,
      retries: 2,
      retryDelayMs: 500,
      // Razorpay allows 5 s; a Functions emulator cold start on a busy machine can take longer.
      timeoutMs: 30_000,
    },
    faults: { latencyMs: 0, failNext: 0, failStatus: 500 },
  };
}

/**
 * A local stand-in for Razorpay (development tooling, never deployed): the
 * Orders API subset, checkout.js, signed webhooks and test controls.
 * See docs/razorpay-emulator.md.
 */
export function createRazorpayEmulator({
  keyId,
  keySecret,
  webhookSecret,
  webhookUrl,
  accountId = "acc_LocalEmulator01",
  log = () => {},
}) {
  const store = createStore();
  const settings = initialSettings(webhookUrl);
  const webhooks = createWebhooks({ secret: webhookSecret, accountId, settings, log });
  const emulator = { store, settings, webhooks, reset };

  function reset() {
    store.clear();
    webhooks.clear();
    Object.assign(settings, initialSettings(webhookUrl));
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
      const answer = await handleCheckoutPay(req, { store, webhooks, keyId, keySecret });
      return sendJson(res, 200, answer, CORS);
    }
    if (path.startsWith("/_emulator/")) return handleControl(req, res, path, emulator);
    if (path.startsWith("/v1/")) return ordersApi(req, res, path);
    throw new HttpProblem(404, `No route ${req.method} ${path}`, "NOT_FOUND");
  }

  async function ordersApi(req, res, path) {
    const { faults } = settings;
    if (faults.latencyMs > 0) await new Promise((r) => setTimeout(r, faults.latencyMs));
    if (faults.failNext > 0) {
      faults.failNext -= 1;
      const description =
        "The server encountered an error. The incident has been reported to admins.";
      return sendJson(res, faults.failStatus, razorpayError(description, "SERVER_ERROR"));
    }
    const authProblem = basicAuthProblem(req.headers.authorization, keyId, keySecret);
    if (authProblem) return sendJson(res, 401, razorpayError(authProblem));
    if (!(await handleOrdersApi(req, res, path, store))) {
      throw new HttpProblem(400, "The requested URL was not found on the server.");
    }
    log(`${req.method} ${path}`);
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
    settled: () => webhooks.settled(),
    async close() {
      await webhooks.settled();
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  });
}
