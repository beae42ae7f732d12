import { beforeEach, describe, expect, it, vi } from "vitest";
import { startSessionListener } from "../features/auth/session";

vi.mock("../features/auth/session", () => ({ startSessionListener: vi.fn() }));
vi.mock("../lib/staleChunk", () => ({
  reloadOnPreloadError: vi.fn(),
  reloadForStaleChunk: vi.fn(),
}));
vi.mock("../app/start", () => ({}));

/** Runs the entry (main.tsx) afresh as the page at `path` would. */
async function openEntryAt(path: string) {
  window.history.replaceState(null, "", path);
  vi.resetModules();
  await import("../main");
}

beforeEach(() => vi.mocked(startSessionListener).mockClear());

describe("the entry starts Auth early only on pages that wait for it", () => {
  it.each(["/cart", "/myOrders", "/payment", "/myOrders/ORD-2026-1795600001111-AAAA"])(
    "starts the session listener at once on %s",
    async (path) => {
      await openEntryAt(path);
      expect(startSessionListener).toHaveBeenCalledTimes(1);
    },
  );

  it.each(["/", "/products", "/about", "/contact", "/login", "/register", "/admin", "/nope"])(
    "leaves Auth for after the first paint on %s",
    async (path) => {
      await openEntryAt(path);
      expect(startSessionListener).not.toHaveBeenCalled();
    },
  );
});
