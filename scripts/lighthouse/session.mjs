// The signed-in audits: a verified shopper signed in through the real /login form, each audit
// starting with a cold HTTP cache while the IndexedDB sign-in stays.
import puppeteer from "puppeteer-core";

export async function createVerifiedUser(authHost) {
  if (!authHost) throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set: run through the stack");
  const api = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  const email = `lighthouse-${Date.now()}@example.in`;
  const password = "lighthouse-pass-1";
  const post = (url, body, headers = {}) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const { localId } = await post(`${api}/accounts:signUp?key=demo-api-key`, {
    email,
    password,
    returnSecureToken: true,
  });
  const project = process.env.GCLOUD_PROJECT ?? "demo-shop";
  await post(
    `${api}/projects/${project}/accounts:update`,
    { localId, emailVerified: true },
    {
      authorization: "Bearer owner",
    },
  );
  return { uid: localId, email, password };
}

/** A paid order written straight to the Firestore emulator (its "owner" bearer passes rules). */
export async function seedPaidOrder(uid) {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error("FIRESTORE_EMULATOR_HOST is not set: run through the stack");
  const project = process.env.GCLOUD_PROJECT ?? "demo-shop";
  const now = new Date();
  const orderId = `ORD-${now.getUTCFullYear()}-${now.getTime()}-LHQA`;
  const string = (value) => ({ stringValue: value });
  const int = (value) => ({ integerValue: String(value) });
  const time = (date) => ({ timestampValue: date.toISOString() });
  const map = (fields) => ({ mapValue: { fields } });
  const item = map({
    productId: string("semiAutomatic-1"),
    productName: string("Smart Controller"),
    variantKey: string("Motar_Compatible"),
    variantName: string("Motar_Compatible"),
    price: int(39900),
    quantity: int(2),
    lineTotal: int(79800),
    image: string("/images/smart-controller.svg"),
  });
  const fields = {
    orderId: string(orderId),
    userID: string(uid),
    items: { arrayValue: { values: [item] } },
    amount: int(79800),
    currency: string("INR"),
    status: string("paid"),
    createdAt: time(now),
    paidAt: time(now),
    paymentId: string("pay_LighthouseQA"),
    razorpayOrderId: string("order_LighthouseQA"),
    addressInfo: map({
      name: string("Lighthouse Shopper"),
      phone: string("9876543210"),
      address: string("12 Lake Road, Indiranagar, Bengaluru"),
      pincode: string("560038"),
    }),
  };
  const url = `http://${host}/v1/projects/${project}/databases/(default)/documents/users/${uid}/Orders/${orderId}`;
  const res = await fetch(url, {
    method: "PATCH",
    headers: { authorization: "Bearer owner", "content-type": "application/json" },
    body: JSON.stringify({ fields }),
  });
  if (!res.ok) throw new Error(`Could not seed the order: ${res.status} ${await res.text()}`);
  return orderId;
}

export async function signIn(port, base, user) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/login`, { waitUntil: "networkidle0" });
  await page.locator("::-p-aria(Email Address)").fill(user.email);
  await page.locator("::-p-aria(Password)").fill(user.password);
  await Promise.all([
    page.waitForFunction('location.pathname === "/"'),
    page.locator('::-p-aria(Sign In[role="button"])').click(),
  ]);
  await page.close();
  browser.disconnect();
}

// Keeping storage for the IndexedDB sign-in keeps the HTTP cache too; emptying just the cache gives
// cold scripts, as the public pages' runs have.
export async function clearHttpCache(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await page.close();
  browser.disconnect();
}
