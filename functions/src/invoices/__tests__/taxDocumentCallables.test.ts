import { describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, INVOICE_MESSAGES } from "../../domain";
import { adminCancelOrder, monthlyReturn, taxDocumentPdf } from "../../index";
import { usePaymentKit } from "../../payments/__tests__/paymentKit";
import { callAs } from "../../testing/harness";
import {
  ORDER_AMOUNT,
  asha,
  ashasOrder,
  callAsAdmin,
  newKey,
  operator,
  paidOrder,
  refusal,
  rejection,
} from "../../admin/__tests__/adminKit";
import { refund } from "../../admin/__tests__/refundKit";

const kit = usePaymentKit({ deliverWebhooks: false });

const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

describe("taxDocumentPdf", () => {
  it("gives the buyer and an admin the invoice as an A4 PDF, and nobody else", async () => {
    const { orderId } = await paidOrder(kit);
    const number = (await ashasOrder(orderId))?.invoiceNumber as string;
    expect(number).toBe("AS/26-27/000001");

    const answer = await callAs(taxDocumentPdf, asha, { number });
    expect(answer.filename).toBe("AS-26-27-000001.pdf");
    const pdf = Buffer.from(answer.pdf, "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain("/MediaBox [0 0 595.28 841.89]");
    expect((await callAs(taxDocumentPdf, operator, { number })).pdf).toBe(answer.pdf);

    const notFound = refusal("not-found", INVOICE_MESSAGES.notFound);
    expect(await rejection(callAs(taxDocumentPdf, { uid: "ravi" }, { number }))).toMatchObject(
      notFound,
    );
    const unknown = { number: "AS/26-27/000002" };
    expect(await rejection(callAs(taxDocumentPdf, asha, unknown))).toMatchObject(notFound);
    expect(await rejection(callAs(taxDocumentPdf, asha, { number: "INV-1" }))).toMatchObject(
      refusal("invalid-argument", INVOICE_MESSAGES.badNumber),
    );
    expect(await rejection(callAs(taxDocumentPdf, null, { number }))).toMatchObject(
      refusal("unauthenticated", INVOICE_MESSAGES.signIn),
    );
  });
});

describe("monthlyReturn", () => {
  it("reconciles the month's documents with captured minus refunded, to the paisa", async () => {
    const kept = await paidOrder(kit);
    const partial = await paidOrder(kit);
    const cancelled = await paidOrder(kit);
    expect((await refund(partial.orderId, 30_000)).state).toBe("processed");
    const cancel = { uid: asha.uid, orderId: cancelled.orderId, requestKey: newKey() };
    expect((await callAsAdmin(adminCancelOrder, cancel)).refund?.state).toBe("processed");

    const month = thisMonth();
    const answer = await callAsAdmin(monthlyReturn, { month });
    expect(answer.capturedPaise).toBe(3 * ORDER_AMOUNT);
    expect(answer.refundedPaise).toBe(30_000 + ORDER_AMOUNT);
    expect(answer.netTakingsPaise).toBe(answer.capturedPaise - answer.refundedPaise);
    expect(answer.files.map((f) => f.name)).toEqual(
      ["b2b", "b2cl", "b2cs", "cdnr", "cdnur", "hsn", "sales-register"].map(
        (n) => `${month}-${n}.csv`,
      ),
    );
    const register = answer.files.find((f) => f.name.endsWith("sales-register.csv"))?.csv ?? "";
    const numbers = [kept, partial, cancelled].map(async (o) => ashasOrder(o.orderId));
    for (const order of await Promise.all(numbers)) {
      expect(register).toContain(order?.invoiceNumber as string);
    }
    expect(register).toContain("CN/26-27/000002");

    expect(await rejection(callAs(monthlyReturn, asha, { month }))).toMatchObject(
      refusal("permission-denied", ADMIN_MESSAGES.notAdmin),
    );
    expect(await rejection(callAsAdmin(monthlyReturn, { month: "2026-13" }))).toMatchObject(
      refusal("invalid-argument", INVOICE_MESSAGES.badMonth),
    );
  });
});
