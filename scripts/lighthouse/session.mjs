// The audits' setting: the build over HTTP/2, and for the signed-in pages a shopper signed in
// through /login, each audit with a cold HTTP cache while the IndexedDB sign-in stays.
import { execFileSync } from "node:child_process";
import { Agent, request } from "node:http";
import { createSecureServer } from "node:http2";
import { createRequire } from "node:module";
import puppeteer from "puppeteer-core";
import { writeDocument } from "../load/clients.mjs";

const { priceOrder } = createRequire(import.meta.url)("../../functions/lib/domain/index.js");

/** A paid order of two Smart Controllers written straight to Firestore, for the order page's audit. */
export async function seedPaidOrder(uid) {
  const now = new Date();
  const orderId = `ORD-${now.getUTCFullYear()}-${now.getTime()}-LHQA`;
  const line = { productId: "semiAutomatic-1", variantKey: "Motar_Compatible", quantity: 2 };
  await writeDocument(`users/${uid}/Orders/${orderId}`, {
    orderId,
    userID: uid,
    ...priceOrder([line]),
    currency: "INR",
    status: "paid",
    createdAt: now,
    paidAt: now,
    paymentId: "pay_LighthouseQA",
    razorpayOrderId: "order_LighthouseQA",
    addressInfo: {
      name: "Lighthouse Shopper",
      phone: "9876543210",
      address: "12 Lake Road, Indiranagar, Bengaluru",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560038",
    },
  });
  return orderId;
}

async function onNewPage(port, use) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await use(page);
  await page.close();
  browser.disconnect();
}

export const signIn = (port, base, user) =>
  onNewPage(port, async (page) => {
    await page.goto(`${base}/login`, { waitUntil: "networkidle0" });
    await page.locator("::-p-aria(Email Address)").fill(user.email);
    await page.locator("::-p-aria(Password)").fill(user.password);
    await Promise.all([
      page.waitForFunction('location.pathname === "/"'),
      page.locator('::-p-aria(Sign In[role="button"])').click(),
    ]);
  });

// Keeping storage for the IndexedDB sign-in keeps the HTTP cache too; emptying just the cache gives
// cold scripts, as the public pages' runs have.
export const clearHttpCache = (port) =>
  onNewPage(port, async (page) => {
    await (await page.createCDPSession()).send("Network.clearBrowserCache");
  });

// Headers of one HTTP/1.1 connection, which HTTP/2 forbids passing on.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade"]);

/** A throwaway self-signed key and certificate, both in one PEM text (TLS picks each out). */
function selfSignedPem() {
  const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
  const args = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-keyout", "-"];
  try {
    return execFileSync("openssl", [...args, ...subject], { stdio: ["ignore", "pipe", "ignore"] });
  } catch (cause) {
    const why = "openssl is needed to serve the build over HTTPS (apt-get install openssl)";
    throw new Error(why, { cause });
  }
}

// HTTP/2 as Hosting serves, in front of the stack's --web=preview (SHOP_WEB_URL), on the next port:
// over the emulator's HTTP/1.1 Lighthouse models a connection per parallel request.
export async function serveHttps() {
  const hosting = new URL(process.env.SHOP_WEB_URL ?? "");
  const port = Number(hosting.port) + 1;
  const agent = new Agent({ keepAlive: true });
  const pem = selfSignedPem();
  const server = createSecureServer({ key: pem, cert: pem, allowHTTP1: true }, (req, res) => {
    const headers = Object.entries(req.headers).filter(([key]) => !key.startsWith(":"));
    const forward = { ...Object.fromEntries(headers), host: hosting.host };
    const upstream = request(hosting, {
      agent,
      method: req.method,
      path: req.url,
      headers: forward,
    });
    upstream.on("response", (answer) => {
      const kept = Object.entries(answer.headers).filter(([key]) => !HOP_BY_HOP.has(key));
      res.writeHead(answer.statusCode ?? 502, Object.fromEntries(kept));
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) =>
    server.once("error", reject).listen(port, "127.0.0.1", resolve),
  );
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
