/**
 * The emulator on its own: webhook delivery as harsh as Razorpay's (5 s
 * timeout, retries for 24 h then a disabled webhook, duplicates, any order),
 * reproducible with a seed.
 */
import { beforeEach, describe, expect, it } from "vitest";
import {
  emulator,
  received,
  api,
  control,
  createOrder,
  pay,
  arrivals,
  answerWebhooksWith,
  useRazorpayEmulator,
} from "./fixture.js";

useRazorpayEmulator();
// These count deliveries: a paid order's two events are enough (lifecycle.test.ts has payment.authorized).
beforeEach(() => control("webhooks", { authorizedOnAutoCapture: false }));

/** Pays `n` orders (2 events each: payment.captured, order.paid). */
async function paidOrders(n: number) {
  for (let i = 0; i < n; i += 1) await pay((await createOrder()).body.id, "success");
}
const failedPayment = async () => pay((await createOrder()).body.id, "failure");
const events = () => emulator.webhooks.events;

describe("timeout", () => {
  it("waits 5 s by default; a slower answer is a failed attempt, retried", async () => {
    expect(emulator.settings.webhooks.timeoutMs).toBe(5000);
    await control("webhooks", { timeoutMs: 100, retries: 1, retryDelayMs: 20 });
    answerWebhooksWith((n) => ({ delayMs: n === 1 ? 400 : 0 }));
    await failedPayment();
    await emulator.settled();

    const [event] = events();
    expect(event!.deliveries).toMatchObject([
      { attempt: 1, copy: 1, ok: false, timedOut: true, error: "no answer within 100 ms" },
      { attempt: 2, copy: 1, ok: true, status: 200 },
    ]);
    expect(event!.deliveries[0]!.durationMs).toBeLessThan(300);
    // The slow receiver got it too: at least once means sometimes twice.
    expect(arrivals()).toEqual([
      ["payment.failed", event!.id],
      ["payment.failed", event!.id],
    ]);
  });
});

describe("retries", () => {
  it("quick (default): 2 retries, 500 ms doubling (here 10 ms), never disables", async () => {
    expect(emulator.settings.webhooks).toMatchObject({
      retrySchedule: "quick",
      retries: 2,
      retryDelayMs: 500,
    });
    await control("webhooks", { retryDelayMs: 10 });
    answerWebhooksWith(() => ({ status: 500 }));
    await failedPayment();
    await emulator.settled();

    const [event] = events();
    expect(event!.deliveries.map((d) => [d.attempt, d.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    const [first, second, third] = event!.deliveries.map((d) => Date.parse(d.at));
    expect(second! - first!).toBeGreaterThanOrEqual(10);
    expect(third! - second!).toBeGreaterThanOrEqual(20);
    expect(event!.exhausted).toBe(true);
    expect(emulator.settings.webhooks.disabled).toBeNull();
  });

  it("razorpay: back-off for 24 h after the event (time-scaled), then the webhook is disabled", async () => {
    // 1/60000: Razorpay's minute lasts 1 ms, its 24 h 1.44 s.
    await control("webhooks", { retrySchedule: "razorpay", timeScale: 1 / 60_000 });
    answerWebhooksWith(() => ({ status: 503 }));
    await failedPayment();
    await emulator.settled();

    const [event] = events();
    const created = Date.parse(event!.createdAt);
    const offsets = event!.deliveries.map((d) => Date.parse(d.at) - created);
    expect(offsets).toHaveLength(12);
    // Timestamps are whole milliseconds, so an offset may read one short of its minute.
    [0, 1, 3, 7, 15, 31, 63, 127, 255, 511, 1023, 1440].forEach((minutes, i) =>
      expect(offsets[i]).toBeGreaterThanOrEqual(minutes - 1),
    );
    expect(offsets[11]).toBeLessThan(1440 + 500);
    expect(event!.deliveries.every((d) => d.status === 503)).toBe(true);

    const { body } = await api("/_emulator/webhooks", { method: "GET", auth: "" });
    expect(body.settings.disabled).toEqual({
      at: expect.any(String),
      eventId: event!.id,
      reason: expect.stringContaining("no 2xx answer in 24 h"),
    });

    // Disabled: later events are recorded, not sent, and not sent later either.
    answerWebhooksWith(() => ({}));
    await paidOrders(1);
    await emulator.settled();
    expect(events().slice(1)).toMatchObject([
      { event: "payment.captured", skipped: "webhook disabled", deliveries: [] },
      { event: "order.paid", skipped: "webhook disabled", deliveries: [] },
    ]);
    expect(received).toHaveLength(12);

    // Until the webhook is enabled again.
    expect((await control("webhooks", { enabled: true })).body.disabled).toBeNull();
    await failedPayment();
    await emulator.settled();
    expect(events().at(-1)).toMatchObject({ skipped: null, deliveries: [{ status: 200 }] });
    expect(received).toHaveLength(13);
  });

  it("settle waits for what is scheduled: a late delivery", async () => {
    await control("webhooks", { delayMs: 150 });
    const started = Date.now();
    await failedPayment();
    await api("/_emulator/webhooks/settle", { method: "POST", auth: "" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(149);
    expect(received).toHaveLength(1);
  });
});

describe("duplicates and order", () => {
  it("duplicates: 1 delivers every event twice, byte for byte, with the same event id", async () => {
    await control("webhooks", { duplicates: 1 });
    await paidOrders(1);
    await emulator.settled();

    expect(events().map((e) => [e.event, e.copies])).toEqual([
      ["payment.captured", 2],
      ["order.paid", 2],
    ]);
    expect(received).toHaveLength(4);
    for (const event of events()) {
      const copies = received.filter((r) => r.headers["x-razorpay-event-id"] === event.id);
      expect(copies.map((c) => c.body)).toEqual([event.body, event.body]);
      expect(event.deliveries.map((d) => d.copy).sort()).toEqual([1, 2]);
    }
  });

  it("duplicates with a seed: the same events are duplicated on every run", async () => {
    const run = async () => {
      emulator.reset();
      received.length = 0;
      await control("webhooks", { duplicates: 0.5, seed: 42, authorizedOnAutoCapture: false });
      await paidOrders(4);
      await emulator.settled();
      return events().map((e) => e.copies);
    };
    // Delays far apart enough that three orders' emission times (under load) cannot reorder them.
    const first = await run();
    expect(first).toEqual([1, 2, 1, 1, 2, 1, 2, 1]);
    expect(await run()).toEqual(first);
    expect(received).toHaveLength(11);
  });

  it("shuffleMs with a seed: reproducible random delays, so events arrive out of order", async () => {
    const run = async () => {
      emulator.reset();
      await emulator.settled();
      received.length = 0;
      await control("webhooks", { shuffleMs: 3000, seed: 35, authorizedOnAutoCapture: false });
      await paidOrders(3);
      await emulator.settled();
      return events();
    };
    // Delays far apart enough that three orders' emission times (under load) cannot reorder them.
    const first = await run();
    expect(first.map((e) => e.firstDelaysMs[0])).toEqual([22, 1516, 2166, 2645, 1181, 853]);
    // Emitted captured, paid, captured, paid, …; received in the order of their delays.
    const emitted = first.map((e) => e.id);
    expect(arrivals().map(([, id]) => emitted.indexOf(id!))).toEqual([0, 5, 4, 1, 2, 3]);
    expect(arrivals().map(([name]) => name)).toEqual([
      "payment.captured",
      "order.paid",
      "payment.captured",
      "order.paid",
      "payment.captured",
      "order.paid",
    ]);

    const second = await run();
    expect(second.map((e) => e.firstDelaysMs)).toEqual(first.map((e) => e.firstDelaysMs));
    expect(arrivals().map(([, id]) => second.findIndex((e) => e.id === id))).toEqual([
      0, 5, 4, 1, 2, 3,
    ]);
  });
});

describe("maxInFlight", () => {
  it("sends at most that many POSTs at once; the others queue and all arrive", async () => {
    await control("webhooks", { maxInFlight: 2 });
    answerWebhooksWith(() => ({ delayMs: 150 }));
    await paidOrders(3); // 6 events
    await emulator.settled();

    const spans = events().flatMap((e) =>
      e.deliveries.map((d) => [Date.parse(d.at), Date.parse(d.at) + d.durationMs] as const),
    );
    const busiest = Math.max(
      ...spans.map(([start]) => spans.filter(([s, end]) => s <= start && start < end).length),
    );
    expect(spans).toHaveLength(6);
    expect(busiest).toBe(2);
    expect(received).toHaveLength(6);
  });
});
