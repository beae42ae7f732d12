import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, openShop, screenshot } from "../support/browser";
import { readData } from "../support/documents";
import { readDocument, type TestUser } from "../support/emulators";
import { signInThroughUi } from "../support/session";
import { createAdmin } from "./support/admin";
import { axeViolations } from "./support/axe";

const SENT = "Your message has been sent successfully! We will get back to you soon.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** An admin's tab on /admin/messages, its first answer shown, marked so that a reload would show. */
async function openInbox(admin: TestUser) {
  const shop = await openShop(browser, DESKTOP);
  await signInThroughUi(shop.page, admin);
  await shop.page.goto("/admin/messages");
  await shop.page.getByRole("heading", { level: 1, name: "Messages" }).waitFor();
  await shop.page
    .getByRole("list", { name: "Messages, newest first" })
    .or(shop.page.getByText("No messages yet.", { exact: true }))
    .waitFor();
  await shop.page.evaluate(() => Object.assign(window, { inboxNotReloaded: true }));
  return shop;
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { inboxNotReloaded?: boolean }).inboxNotReloaded === true);
const message = (page: Page, subject: string) => page.getByRole("article", { name: subject });
const badge = (page: Page, subject: string) => message(page, subject).locator(".admin-badge");

/** The stored message with this subject: its id and fields, read with admin rights. */
async function storedMessage(subject: string) {
  const list = (await readDocument("ContactMessages")) as {
    documents?: { name: string; fields: { subject?: { stringValue?: string } } }[];
  } | null;
  const found = list?.documents?.find((doc) => doc.fields.subject?.stringValue === subject);
  if (!found) throw new Error(`No stored message "${subject}"`);
  const id = found.name.slice(found.name.lastIndexOf("/") + 1);
  return { id, data: await readData(`ContactMessages/${id}`) };
}

describe("the console's inbox, live (docs/admin-console.md)", () => {
  it("shows a message from the contact form, and another admin's 'read', without a reload", async () => {
    const [first, second] = [await createAdmin(), await createAdmin()];
    const asha = await openInbox(first);
    expect(await asha.page.getByRole("button", { name: "Refresh" }).count()).toBe(0);

    const subject = `Live inbox ${Date.now()}`;
    const visitor = await openShop(browser, PHONE);
    await visitor.page.goto("/contact");
    await visitor.page.getByLabel("Full Name", { exact: true }).fill("Ravi Kumar");
    await visitor.page.getByLabel("Email Address", { exact: true }).fill("ravi@example.in");
    await visitor.page.getByLabel("Subject", { exact: true }).fill(subject);
    await visitor.page
      .getByLabel("Message", { exact: true })
      .fill("Does the Smart Controller work with a 1 HP pump?");
    await visitor.page.getByRole("button", { name: "Send Message" }).click();
    // The Functions emulator starts this function's worker on its first call: allow for it.
    await visitor.page.getByText(SENT, { exact: true }).waitFor({ timeout: 50_000 });

    // The first admin's inbox, open all along, shows it on top.
    await message(asha.page, subject).waitFor();
    const newest = asha.page.getByRole("article").first();
    expect(await newest.getAttribute("aria-label")).toBe(subject);
    expect(await badge(asha.page, subject).textContent()).toBe("New");
    await message(asha.page, subject)
      .getByText("Does the Smart Controller work with a 1 HP pump?")
      .waitFor();

    // A second admin, in a tab of their own, marks it read…
    const meera = await openInbox(second);
    await message(meera.page, subject).getByRole("button", { name: "Mark read" }).click();
    await badge(meera.page, subject).getByText("Read", { exact: true }).waitFor();
    // …and the first admin's tab follows, still without a reload.
    await badge(asha.page, subject).getByText("Read", { exact: true }).waitFor();
    const inFirst = message(asha.page, subject);
    expect(await inFirst.getByRole("button", { name: "Mark read" }).count()).toBe(0);
    expect(await inFirst.getByRole("button", { name: "Mark replied" }).isEnabled()).toBe(true);

    // The first admin marks it replied; the second tab follows too.
    await inFirst.getByRole("button", { name: "Mark replied" }).click();
    await badge(meera.page, subject).getByText("Replied", { exact: true }).waitFor();
    expect(await message(meera.page, subject).getByRole("button").count()).toBe(0);

    const stored = await storedMessage(subject);
    expect(stored.data).toMatchObject({
      status: "replied",
      readBy: second.uid,
      repliedBy: first.uid,
    });
    expect(await notReloaded(asha.page)).toBe(true);
    expect(await notReloaded(meera.page)).toBe(true);
    expect(await axeViolations(asha.page)).toEqual([]);
    await screenshot(asha.page, `admin-inbox-${DESKTOP.width}`);
    expect(asha.errors).toEqual([]);
    expect(meera.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    for (const shop of [asha, meera, visitor]) await shop.context.close();
  });
});
