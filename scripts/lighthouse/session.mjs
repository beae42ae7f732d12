// The signed-in audits: a verified shopper signed in through the real /login form, each audit
// starting with a cold HTTP cache while the IndexedDB sign-in stays.
import puppeteer from "puppeteer-core";
import { writeDocument } from "../load/clients.mjs";

/** A paid order written straight to the Firestore emulator, for the order page's audit. */
export async function seedPaidOrder(uid) {
  const now = new Date();
  const orderId = `ORD-${now.getUTCFullYear()}-${now.getTime()}-LHQA`;
  await writeDocument(`users/${uid}/Orders/${orderId}`, {
    orderId,
    userID: uid,
    items: [
      {
        productId: "semiAutomatic-1",
        productName: "Smart Controller",
        variantKey: "Motar_Compatible",
        variantName: "Motar_Compatible",
        price: 39900,
        quantity: 2,
        lineTotal: 79800,
        image: "/images/smart-controller.svg",
      },
    ],
    amount: 79800,
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
