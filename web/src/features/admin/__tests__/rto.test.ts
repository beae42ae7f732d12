import { describe, expect, it } from "vitest";
import { rtoFigures, rtoSince, type CodOrderRow } from "../rto";

// 20 Nov 2026, 10:00 IST: the card counts Jun–Nov 2026 (IST months).
const NOW = new Date("2026-11-20T04:30:00Z");

const order = (placedAt: string, pincode: string, outcome: "collected" | "returned" | "open") =>
  ({
    placedAt: new Date(placedAt),
    status: outcome === "collected" ? "paid" : "cod",
    paymentMethod: "cod",
    closedReason: outcome === "returned" ? "returned" : "",
    pincode,
  }) satisfies CodOrderRow;

describe("returns to origin", () => {
  it("starts at midnight IST of the sixth month back", () => {
    expect(rtoSince(NOW)).toEqual(new Date("2026-05-31T18:30:00Z"));
    // 1 Jan 2027, 00:10 IST is still 31 Dec in UTC: its months are Aug 2026 – Jan 2027.
    expect(rtoSince(new Date("2026-12-31T18:40:00Z"))).toEqual(new Date("2026-07-31T18:30:00Z"));
  });

  it("counts each month placed in IST, newest first, every month shown", () => {
    const { months } = rtoFigures(
      [
        order("2026-11-02T10:00:00Z", "560001", "returned"),
        order("2026-11-03T10:00:00Z", "560001", "collected"),
        order("2026-11-04T10:00:00Z", "560001", "collected"),
        // 1 Oct, 00:30 IST: October, though UTC still says September.
        order("2026-09-30T19:00:00Z", "110001", "returned"),
        order("2026-09-30T18:00:00Z", "110001", "collected"),
        // Before the first month shown: left out.
        order("2026-05-31T18:00:00Z", "110001", "returned"),
      ],
      NOW,
    );
    expect(months).toEqual([
      { label: "Nov 2026", ended: 3, returned: 1, rate: "33%" },
      { label: "Oct 2026", ended: 1, returned: 1, rate: "100%" },
      { label: "Sep 2026", ended: 1, returned: 0, rate: "0%" },
      { label: "Aug 2026", ended: 0, returned: 0, rate: "—" },
      { label: "Jul 2026", ended: 0, returned: 0, rate: "—" },
      { label: "Jun 2026", ended: 0, returned: 0, rate: "—" },
    ]);
  });

  it("ranks pincodes worst first, then by returns, and counts only ended orders", () => {
    const { pincodes, months } = rtoFigures(
      [
        order("2026-11-01T10:00:00Z", "560001", "returned"),
        order("2026-11-01T10:00:00Z", "560001", "collected"),
        order("2026-11-01T10:00:00Z", "400001", "returned"),
        order("2026-11-01T10:00:00Z", "110001", "returned"),
        order("2026-11-01T10:00:00Z", "110001", "returned"),
        order("2026-11-01T10:00:00Z", "600001", "collected"),
        // Still with the courier, cancelled, or paid online instead: not ended as COD.
        order("2026-11-01T10:00:00Z", "700001", "open"),
        { ...order("2026-11-01T10:00:00Z", "700001", "open"), closedReason: "cancelled" },
        { ...order("2026-11-01T10:00:00Z", "700001", "collected"), paymentMethod: "razorpay" },
      ],
      NOW,
    );
    expect(pincodes).toEqual([
      { label: "110001", ended: 2, returned: 2, rate: "100%" },
      { label: "400001", ended: 1, returned: 1, rate: "100%" },
      { label: "560001", ended: 2, returned: 1, rate: "50%" },
      { label: "600001", ended: 1, returned: 0, rate: "0%" },
    ]);
    expect(months[0]).toEqual({ label: "Nov 2026", ended: 6, returned: 4, rate: "67%" });
  });
});
