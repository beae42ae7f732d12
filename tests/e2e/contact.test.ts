import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { clearFirestore, readDocument } from "../support/emulators";

const SENT = "Your message has been sent successfully! We will get back to you soon.";
const GREEN = "rgb(19, 122, 58)";
const RED = "rgb(179, 38, 30)";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(clearFirestore);

interface FirestoreDoc {
  fields: Record<string, Record<string, unknown>>;
}

/** Every stored contact message, read with admin rights over the emulator's REST API. */
async function contactMessages(): Promise<FirestoreDoc[]> {
  const list = (await readDocument("ContactMessages")) as { documents?: FirestoreDoc[] } | null;
  return list?.documents ?? [];
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const sendButton = (page: Page) => page.getByRole("button", { name: "Send Message" });
const statusText = (page: Page) => page.locator(".contact-status");

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

describe("the contact page on the local stack", () => {
  it("sends a message: Sending..., the success text in green, cleared fields, one stored document", async () => {
    const { page, context, errors, offsiteRequests } = await openShop(browser, DESKTOP);
    // Hold the call a moment so the busy state can be seen, as on a slow connection.
    await page.route("**/sendContactMessage", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto("/contact");
    await fill(page, {
      "Full Name": "Ravi Kumar",
      "Email Address": "ravi@example.in",
      "Phone Number": "98765 43210",
      Subject: "Pump compatibility",
      Message: "Does the Smart Controller work with a 1 HP pump?",
    });
    await sendButton(page).click();

    const busy = page.getByRole("button", { name: "Sending..." });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    // The Functions emulator starts this function's worker on its first call: allow for it.
    await page.getByText(SENT, { exact: true }).waitFor({ timeout: 50_000 });
    expect(await statusText(page).evaluate((el) => getComputedStyle(el).color)).toBe(GREEN);
    // The disabled button lost focus while sending; it lands on the outcome, not on <body>.
    expect(await statusText(page).evaluate((el) => el === document.activeElement)).toBe(true);
    for (const label of ["Full Name", "Email Address", "Phone Number", "Subject", "Message"]) {
      expect(await field(page, label).inputValue()).toBe("");
    }
    expect(await sendButton(page).isEnabled()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot of a scrolled page misplaces the sticky header
    await screenshot(page, "contact-sent-desktop");

    const stored = await contactMessages();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.fields).toEqual({
      fullName: { stringValue: "Ravi Kumar" },
      email: { stringValue: "ravi@example.in" },
      phone: { stringValue: "98765 43210" },
      subject: { stringValue: "Pump compatibility" },
      message: { stringValue: "Does the Smart Controller work with a 1 HP pump?" },
      status: { stringValue: "new" },
      createdAt: { timestampValue: expect.any(String) },
      // The local stack has no EmailJS account: nothing pretends an e-mail left.
      delivery: {
        mapValue: {
          fields: {
            admin: { stringValue: "skipped" },
            ack: { stringValue: "skipped" },
            reason: { stringValue: "EmailJS is not configured" },
          },
        },
      },
    });
    expect(errors).toEqual([]);
    expect(offsiteRequests).toEqual([]);
    await context.close();
  });

  it.each<[string, Record<string, string>, string, string[]]>([
    [
      "an invalid e-mail",
      { "Full Name": "Ravi", "Email Address": "ravi@example", Message: "Hello" },
      "Please enter a valid email address",
      ["Email Address"],
    ],
    [
      "blank required fields",
      { "Phone Number": "98765 43210" },
      "Please fill in all required fields",
      ["Full Name", "Email Address", "Message"],
    ],
    [
      "a name of spaces",
      { "Full Name": "   ", "Email Address": "ravi@example.in", Message: "Hello" },
      "Please fill in all required fields",
      ["Full Name"],
    ],
  ])(
    "shows the message for %s in red, marks the fields and sends nothing",
    async (name, values, message, faulty) => {
      const { page, context } = await openShop(browser, PHONE);
      const calls: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("sendContactMessage")) calls.push(request.url());
      });
      await page.goto("/contact");
      await fill(page, values);
      await sendButton(page).click();

      await page.getByText(message, { exact: true }).waitFor();
      expect(await statusText(page).evaluate((el) => getComputedStyle(el).color)).toBe(RED);
      expect(await field(page, "Message").inputValue()).toBe(values.Message ?? "");
      expect(calls).toEqual([]);
      expect(await contactMessages()).toEqual([]);
      // Every field at fault is marked for assistive tech and in red; the first has focus.
      for (const label of ["Full Name", "Email Address", "Phone Number", "Subject", "Message"]) {
        const input = field(page, label);
        const marked = faulty.includes(label);
        expect(await input.getAttribute("aria-invalid"), label).toBe(marked ? "true" : null);
        const edge = await input.evaluate((el) => getComputedStyle(el).borderTopColor);
        expect(edge === RED, label).toBe(marked);
      }
      await expect(
        field(page, faulty[0] ?? "").evaluate((el) => el === document.activeElement),
      ).resolves.toBe(true);
      await screenshot(page, `contact-refused-phone-${name.replace(/\W+/g, "-")}`);
      await context.close();
    },
  );

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ])(
    "fits the %s screen with details, map and form, loading nothing off-site",
    async (name, viewport) => {
      const { page, context, errors, offsiteRequests } = await openShop(browser, viewport);
      await page.goto("/contact");
      await page.getByRole("heading", { name: "Contact Us", level: 1 }).waitFor();
      const map = page.getByRole("img", { name: "Map of our office on Residency Road, Bengaluru" });
      await map.waitFor();
      const box = await map.boundingBox();
      expect(box?.width).toBeGreaterThan(viewport.width / 4);
      expect(box?.height).toBeGreaterThan(100);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      expect(await page.locator("iframe").count()).toBe(0);
      await screenshot(page, `contact-${name}`);
      expect(errors).toEqual([]);
      expect(offsiteRequests).toEqual([]);
      await context.close();
    },
  );
});
