import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The module remembers a reload it started, as the page would until it unloads.
async function freshModule() {
  vi.resetModules();
  return import("../staleChunk");
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe("reloadForStaleChunk", () => {
  it("reloads once, and a failure right after that reload does not reload again", async () => {
    const reload = vi.fn();
    const first = await freshModule();
    expect(first.reloadForStaleChunk(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page: a fresh module, the same tab's sessionStorage.
    const second = await freshModule();
    expect(second.reloadForStaleChunk(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads again a minute later (a second redeploy in the same tab)", async () => {
    vi.useFakeTimers({ now: new Date("2025-06-01T10:00:00Z"), toFake: ["Date"] });
    const reload = vi.fn();
    expect((await freshModule()).reloadForStaleChunk(reload)).toBe(true);
    vi.setSystemTime(new Date("2025-06-01T10:00:59Z"));
    expect((await freshModule()).reloadForStaleChunk(reload)).toBe(false);
    vi.setSystemTime(new Date("2025-06-01T10:01:01Z"));
    expect((await freshModule()).reloadForStaleChunk(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("counts a second failure on the page that is already reloading as handled", async () => {
    const reload = vi.fn();
    const { reloadForStaleChunk } = await freshModule();
    expect(reloadForStaleChunk(reload)).toBe(true);
    expect(reloadForStaleChunk(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload while offline: the reload would lose the page", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const reload = vi.fn();
    expect((await freshModule()).reloadForStaleChunk(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not reload when sessionStorage is blocked: it could not stop a loop", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const reload = vi.fn();
    expect((await freshModule()).reloadForStaleChunk(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
