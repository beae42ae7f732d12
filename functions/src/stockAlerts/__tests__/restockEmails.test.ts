import { Timestamp } from "firebase-admin/firestore";
import { afterEach, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../domain";
import { adminSaveVariant } from "../../index";
import { db } from "../../lib/firestore";
import { retryDueStockAlerts } from "../../orderEmails/retryOrderEmails";
import { EMAILJS_ENV, SHOP_ENV, setEnv } from "../../contact/__tests__/contactTesting";
import { interceptEmailJs, type EmailJsAnswer } from "../../contact/__tests__/emailjsIntercept";
import { callAsAdmin, newKey } from "../../admin/__tests__/adminKit";
import {
  OUT,
  PRODUCT,
  VARIANT,
  alertRef,
  asha,
  notify,
  ravi,
  setVariant,
  storedAlerts,
  useCleanFirestore,
} from "./alertKit";

useCleanFirestore();

const ENV = {
  ...EMAILJS_ENV,
  ...SHOP_ENV,
  SHOP_URL: "https://shop.example.in/",
  EMAILJS_STOCK_ALERT_TEMPLATE_ID: "template_back_in_stock",
};
const MINUTE = 60_000;
const answer: { current: EmailJsAnswer } = { current: 200 };
let emailjs: ReturnType<typeof interceptEmailJs>;

function useEmailJs() {
  setEnv(ENV);
  answer.current = 200;
  emailjs = interceptEmailJs(() => answer.current);
}
afterEach(() => {
  for (const name of Object.keys(ENV)) delete process.env[name];
});

/** The addresses EmailJS was asked to write to, in order. */
const sentTo = () =>
  emailjs.requests.map((r) => (r.body.template_params as Record<string, string>).to_email);

const save = (figures: Partial<typeof OUT>) =>
  callAsAdmin(adminSaveVariant, {
    productId: PRODUCT,
    variantKey: VARIANT,
    price: OUT.price,
    stock: OUT.stock,
    active: true,
    lowStock: OUT.lowStock,
    requestKey: newKey(),
    ...figures,
  });

const restocksDue = async () =>
  (await db().collection(COLLECTIONS.catalogChanges).where("alertsDueAt", "!=", null).get()).size;

describe("a restock's Notify me e-mails", () => {
  it("e-mails each waiting shopper once, never again on later saves, restocks or retry runs", async () => {
    await setVariant(OUT);
    await notify(asha);
    await notify(ravi);
    useEmailJs();

    await save({ stock: 9 }); // 5 available again
    expect(sentTo().sort()).toEqual(["asha@example.in", "ravi@example.in"]);
    expect(emailjs.requests[0]?.body).toMatchObject({
      service_id: ENV.EMAILJS_SERVICE_ID,
      template_id: "template_back_in_stock",
      template_params: {
        from_name: "AquaSense",
        product: "Smart Controller (Motar Compatible)",
        title: "Smart Controller (Motar Compatible) is back in stock",
        product_url: "https://shop.example.in/products",
      },
    });
    const sent = {
      productId: PRODUCT,
      variantKey: VARIANT,
      createdAt: expect.any(Timestamp),
      sentAt: expect.any(Timestamp),
      delivery: { outcome: "sent", at: expect.any(Timestamp) },
    };
    expect(await storedAlerts()).toEqual({
      [`${PRODUCT}_${VARIANT}_asha`]: { ...sent, uid: "asha", email: "asha@example.in" },
      [`${PRODUCT}_${VARIANT}_ravi`]: { ...sent, uid: "ravi", email: "ravi@example.in" },
    });
    expect(await restocksDue()).toBe(0);

    await save({ stock: 10 }); // on sale already
    await save({ stock: 4 }); // out again (4 held)
    await save({ stock: 12 }); // back again: nobody is waiting
    await retryDueStockAlerts({ now: new Date(Date.now() + 60 * MINUTE) });
    expect(emailjs.requests).toHaveLength(2);
  });

  it("e-mails when a hidden variant with units is made active", async () => {
    await setVariant({ ...OUT, stock: 30, active: false });
    await notify(asha);
    useEmailJs();
    await save({ stock: 30, active: false });
    expect(sentTo()).toEqual([]);
    await save({ stock: 30, active: true });
    expect(sentTo()).toEqual(["asha@example.in"]);
  });

  it("asks again after its e-mail was sent: a shopper is told of the next restock too", async () => {
    await setVariant(OUT);
    await notify(asha);
    useEmailJs();
    await save({ stock: 9 });
    await save({ stock: 4 });
    expect(await notify(asha)).toEqual({ subscribed: true });
    expect((await alertRef("asha").get()).data()).toEqual({
      productId: PRODUCT,
      variantKey: VARIANT,
      uid: "asha",
      email: "asha@example.in",
      createdAt: expect.any(Timestamp),
      sentAt: null,
    });
    await save({ stock: 9 });
    expect(sentTo()).toEqual(["asha@example.in", "asha@example.in"]);
  });

  it("retries a failed send in the 5-minute retry while the variant is on sale, once", async () => {
    await setVariant(OUT);
    await notify(asha);
    useEmailJs();
    answer.current = 403;
    await save({ stock: 9 });
    const failed = (await alertRef("asha").get()).data() ?? {};
    expect(failed).toMatchObject({
      sentAt: null,
      delivery: {
        outcome: "failed",
        error: "EmailJS answered 403: API calls are disabled for non-browser applications",
        attempts: 1,
      },
    });
    const due = (failed.dueAt as Timestamp).toDate();
    expect(failed.delivery.nextAttemptAt).toEqual(failed.dueAt);

    answer.current = 200;
    await retryDueStockAlerts({ now: new Date(due.getTime() - 1) }); // not yet due
    expect(emailjs.requests).toHaveLength(1);
    expect(await retryDueStockAlerts({ now: due })).toEqual({ sent: 1, unfinished: false });
    expect(emailjs.requests).toHaveLength(2);
    expect((await alertRef("asha").get()).data()).toMatchObject({
      sentAt: expect.any(Timestamp),
      delivery: { outcome: "sent" },
    });
    expect((await alertRef("asha").get()).get("dueAt")).toBeUndefined();
    await retryDueStockAlerts({ now: new Date(due.getTime() + 60 * MINUTE) });
    expect(emailjs.requests).toHaveLength(2);
  });

  it("does not retry once the variant is out again: the alert waits for the next restock", async () => {
    await setVariant(OUT);
    await notify(asha);
    useEmailJs();
    answer.current = 403;
    await save({ stock: 9 });
    const due = ((await alertRef("asha").get()).get("dueAt") as Timestamp).toDate();
    await save({ stock: 4 });
    answer.current = 200;
    expect(await retryDueStockAlerts({ now: due })).toEqual({ released: 1, unfinished: false });
    expect(emailjs.requests).toHaveLength(1);
    expect((await alertRef("asha").get()).data()).toEqual({
      productId: PRODUCT,
      variantKey: VARIANT,
      uid: "asha",
      email: "asha@example.in",
      createdAt: expect.any(Timestamp),
      sentAt: null,
    });
    await save({ stock: 9 });
    expect(emailjs.requests).toHaveLength(2);
  });

  it("leaves what the save had no time for to the retry, and two runs at once send each once", async () => {
    await setVariant(OUT);
    await notify(asha);
    await notify(ravi);
    // A save that committed and stopped before its e-mails (its time limit spent).
    await setVariant({ ...OUT, stock: 9 });
    await db().collection(COLLECTIONS.catalogChanges).doc("restock").set({
      productId: PRODUCT,
      variantKey: VARIANT,
      alertsDueAt: Timestamp.now(),
    });
    useEmailJs();
    await Promise.all([retryDueStockAlerts(), retryDueStockAlerts()]);
    expect(sentTo().sort()).toEqual(["asha@example.in", "ravi@example.in"]);
    expect(await restocksDue()).toBe(0);
  });
});
