import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, openShop } from "../support/browser";
import type { TestUser } from "../support/emulators";
import { resetRazorpay, runReconciler, setWebhooks, settleWebhooks } from "../support/razorpay";
import { signInThroughUi } from "../support/session";
import {
  ADDRESS,
  buyNow,
  createShopper,
  payButton,
  readOrder,
  waitForStatus,
  widget,
} from "./support/checkout";

/**
 * The shopper pays and closes the tab before the browser could confirm the
 * payment: Razorpay's webhook marks the order paid, and when the webhook is
 * lost too, the scheduled reconciler does.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => resetRazorpay());

/** Pays in the widget, then closes the tab as confirmPayment leaves it; returns the order id. */
async function payAndCloseTab(shopper: TestUser): Promise<string> {
  const { page, context } = await openShop(browser, DESKTOP);
  await signInThroughUi(page, shopper);
  const orderId = await buyNow(page, "Semi Automatic", "Starter Compatible");
  await page.getByText("Pincode 560038").waitFor();
  const confirmLeft = new Promise<void>((resolve) => {
    void page.route("**/confirmPayment", async (route) => {
      resolve();
      await route.abort();
    });
  });
  await payButton(page).click();
  await widget(page).getByRole("button", { name: "Pay" }).click();
  await confirmLeft;
  await context.close();
  return orderId;
}

describe("a payment whose tab was closed (issue 6)", () => {
  it("is marked paid by Razorpay's webhook", async () => {
    const shopper = await createShopper(ADDRESS);
    const orderId = await payAndCloseTab(shopper);
    await settleWebhooks();
    await waitForStatus(shopper, orderId, "paid");
    expect(await readOrder(shopper, orderId)).toMatchObject({
      amount: 79900,
      paymentMethod: "razorpay",
      paymentStatus: "captured",
    });
  });

  it("is marked paid by the reconciler when the webhook is lost as well", async () => {
    const shopper = await createShopper(ADDRESS);
    await setWebhooks({ enabled: false });
    const orderId = await payAndCloseTab(shopper);
    expect((await readOrder(shopper, orderId))?.status).toBe("pending");
    await runReconciler(10);
    expect(await readOrder(shopper, orderId)).toMatchObject({
      status: "paid",
      amount: 79900,
      paymentStatus: "captured",
    });
  });
});
