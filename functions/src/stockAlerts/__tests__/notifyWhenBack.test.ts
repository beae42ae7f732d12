import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { LINE_MESSAGES, STOCK_MESSAGES } from "../../domain";
import { callAs } from "../../testing/harness";
import { notifyWhenBack } from "../../index";
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

const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: "answered" }),
    (e: { code: string; message: string }) => ({ code: e.code, message: e.message }),
  );

describe("notifyWhenBack", () => {
  it("stores one alert per shopper with the ID token's e-mail; a repeat changes nothing", async () => {
    await setVariant(OUT);
    expect(await notify(asha)).toEqual({ subscribed: true });
    expect(await notify(ravi)).toEqual({ subscribed: true });
    const alert = {
      productId: PRODUCT,
      variantKey: VARIANT,
      createdAt: expect.any(Timestamp),
      sentAt: null,
    };
    expect(await storedAlerts()).toEqual({
      [`${PRODUCT}_${VARIANT}_asha`]: { ...alert, uid: "asha", email: "asha@example.in" },
      [`${PRODUCT}_${VARIANT}_ravi`]: { ...alert, uid: "ravi", email: "ravi@example.in" },
    });

    const first = await alertRef("asha").get();
    expect(await notify(asha)).toEqual({ subscribed: true });
    const again = await alertRef("asha").get();
    expect(again.updateTime?.isEqual(first.updateTime!)).toBe(true);
    expect(again.data()).toEqual(first.data());
  });

  it("takes a hidden variant's request, even with units (hidden is not on sale)", async () => {
    await setVariant({ ...OUT, stock: 50, active: false });
    expect(await notify(asha)).toEqual({ subscribed: true });
    expect(Object.keys(await storedAlerts())).toEqual([`${PRODUCT}_${VARIANT}_asha`]);
  });

  it("refuses a variant on sale, or with no figures yet (sold at its code price), storing nothing", async () => {
    await setVariant({ ...OUT, stock: 5 });
    const inStock = { code: "failed-precondition", message: STOCK_MESSAGES.notifyInStock };
    expect(await refused(notify(asha))).toEqual(inStock);
    expect(await refused(notify(asha, "Starter_Compatible"))).toEqual(inStock);
    expect(await storedAlerts()).toEqual({});
  });

  it("refuses a signed-out visitor, an account without an e-mail and an unknown product", async () => {
    await setVariant(OUT);
    expect(await refused(notify(null))).toEqual({
      code: "unauthenticated",
      message: STOCK_MESSAGES.notifyLogin,
    });
    expect(await refused(notify({ uid: "nomail", email: "" }))).toEqual({
      code: "failed-precondition",
      message: STOCK_MESSAGES.notifyNoEmail,
    });
    const unknown = { productId: "noSuchProduct", variantKey: VARIANT };
    expect(await refused(callAs(notifyWhenBack, asha, unknown))).toEqual({
      code: "invalid-argument",
      message: LINE_MESSAGES.unknownProduct,
    });
    expect(await storedAlerts()).toEqual({});
  });

  it("bounds one account: a burst of 30 calls stores one alert, and calls past 20 in ten minutes are refused", async () => {
    await setVariant(OUT);
    const answers = await Promise.allSettled(Array.from({ length: 30 }, () => notify(asha)));
    const ok = answers.filter((a) => a.status === "fulfilled");
    expect(ok).toHaveLength(20);
    for (const a of answers.filter((a) => a.status === "rejected")) {
      expect(a.reason).toMatchObject({ code: "resource-exhausted" });
    }
    expect(Object.keys(await storedAlerts())).toEqual([`${PRODUCT}_${VARIANT}_asha`]);
  });
});
