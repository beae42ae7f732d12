/**
 * The signed-in half of the Lighthouse run: a verified shopper made in the
 * Auth emulator, signed in through the real /login form in the audited
 * Chromium, and a way to start each audit with a cold HTTP cache while the
 * sign-in (IndexedDB) stays.
 */
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
  return { email, password };
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

/**
 * A signed-in page keeps its storage (the sign-in lives in IndexedDB), which
 * also keeps Chromium's HTTP cache; empty the cache alone so every run loads
 * the page's scripts cold, as the public pages' runs do.
 */
export async function clearHttpCache(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await page.close();
  browser.disconnect();
}
