import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { firestorePaths } from "@shop/domain";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { readData } from "../support/documents";
import { resetRazorpay } from "../support/razorpay";
import { signInThroughUi } from "../support/session";
import { axeViolations } from "./support/axe";
import {
  ADDRESS,
  buyNow,
  createShopper,
  payInWidget,
  readOrder,
  toast,
  toastsGone,
} from "./support/checkout";

/** Issue 29: City, State and a business buyer's GSTIN at checkout, on the whole stack. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
afterEach(() => resetRazorpay());

const GSTIN = "29AAGCB7383J1Z4";
/** Saved before City and State were asked. */
const OLDER = {
  name: ADDRESS.name,
  phone: ADDRESS.phone,
  address: ADDRESS.address,
  pincode: "560038",
};

const addressStep = (page: Page) => page.getByRole("region", { name: "Delivery Address" });
const fieldError = (page: Page, text: string) =>
  page.locator(".field-error").getByText(text, { exact: true }).waitFor();

describe("the delivery address's state and the buyer's GSTIN (issue 29)", () => {
  it("asks an older address for City and State at 375 px, checks them and the GSTIN, and pays", async () => {
    const shopper = await createShopper(OLDER as typeof ADDRESS);
    const { page, context, errors } = await openShop(browser, PHONE);
    await signInThroughUi(page, shopper);
    const orderId = await buyNow(page, "Smart Controller");

    // The older address prefills; paying asks for what it lacks.
    await addressStep(page).getByText(ADDRESS.address).waitFor();
    await page.getByRole("button", { name: "Proceed to Payment ₹399.00" }).click();
    await toast(page, "Please fill in all delivery address details.");
    expect(await page.getByLabel("Address", { exact: true }).inputValue()).toBe(ADDRESS.address);
    await page.getByLabel("City").fill(ADDRESS.city);
    await page.getByLabel("State").selectOption("Maharashtra");
    await page.getByLabel("GSTIN (optional, for business purchases)").fill("29AAGCB7383J1Z5");
    await page.getByRole("button", { name: "Save Address" }).click();
    await fieldError(
      page,
      "This pincode is not in Maharashtra. Please check the pincode and the state.",
    );
    await fieldError(
      page,
      "This GSTIN's last character does not match the rest: check it for a typo.",
    );
    await toastsGone(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `checkout-address-gstin-${PHONE.width}`);

    await page.getByLabel("State").selectOption(ADDRESS.state);
    await page.getByLabel("GSTIN (optional, for business purchases)").fill(GSTIN.toLowerCase());
    await page.getByRole("button", { name: "Save Address" }).click();
    await toast(page, "Address saved to your profile!");
    await addressStep(page).getByText(`GSTIN ${GSTIN}`).waitFor();
    await addressStep(page).getByText("Bengaluru, Karnataka").waitFor();
    const saved = { ...OLDER, city: ADDRESS.city, state: ADDRESS.state, gstin: GSTIN };
    expect((await readData(firestorePaths.user(shopper.uid)))?.addressInfo).toEqual(saved);

    await payInWidget(page);
    expect(await readOrder(shopper, orderId)).toMatchObject({
      status: "paid",
      addressInfo: saved,
      buyerGstin: GSTIN,
    });

    // Needs the server's invoice (issued once paid): the buyer's GSTIN and state on it.
    await page.goto(`/myOrders/${orderId}`);
    const invoice = page.getByRole("article", { name: "Tax Invoice" });
    await invoice.waitFor();
    const text = await invoice.innerText();
    expect(text).toContain(`GSTIN ${GSTIN}`);
    expect(text).toMatch(/Place of supply\s+29-Karnataka/);
    expect(text).toMatch(/Total\s+₹399\.00/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `order-page-invoice-${PHONE.width}`);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, `order-page-invoice-${DESKTOP.width}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the address step with City, State and GSTIN at 1280 px", async () => {
    const shopper = await createShopper();
    const { page, context, errors } = await openShop(browser, DESKTOP);
    await signInThroughUi(page, shopper);
    await buyNow(page, "Smart Controller");
    await page.getByRole("button", { name: "Add Address" }).click();
    await page.getByLabel("Full Name").fill(ADDRESS.name);
    await page.getByLabel("Address", { exact: true }).fill(ADDRESS.address);
    await page.getByLabel("City").fill(ADDRESS.city);
    await page.getByLabel("State").selectOption(ADDRESS.state);
    await page.getByLabel("Pincode").fill(ADDRESS.pincode);
    await page.getByLabel("GSTIN (optional, for business purchases)").fill(GSTIN);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `checkout-address-gstin-${DESKTOP.width}`);
    await page.getByRole("button", { name: "Save Address" }).click();
    await toast(page, "Address saved to your profile!");
    await addressStep(page).getByText(`GSTIN ${GSTIN}`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
