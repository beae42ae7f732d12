import { describe, expect, it } from "vitest";
import { startOfIstDay, startOfIstMonth } from "../format";

describe("days and months in India Standard Time", () => {
  it.each([
    // 10:00 IST on 24 Nov → midnight IST that day (18:30 UTC the day before).
    ["2026-11-24T04:30:00Z", "2026-11-23T18:30:00.000Z", "2026-10-31T18:30:00.000Z"],
    // 23:59 UTC on 30 Nov is already 1 Dec in India.
    ["2026-11-30T23:59:00Z", "2026-11-30T18:30:00.000Z", "2026-11-30T18:30:00.000Z"],
    // 18:29 UTC on 30 Nov is still 30 Nov in India.
    ["2026-11-30T18:29:59Z", "2026-11-29T18:30:00.000Z", "2026-10-31T18:30:00.000Z"],
    // New year in India.
    ["2026-12-31T19:00:00Z", "2026-12-31T18:30:00.000Z", "2026-12-31T18:30:00.000Z"],
  ])("%s", (now, day, month) => {
    expect(startOfIstDay(new Date(now)).toISOString()).toBe(day);
    expect(startOfIstMonth(new Date(now)).toISOString()).toBe(month);
  });
});
