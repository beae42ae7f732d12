import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { STOCK_MESSAGES } from "@shop/domain";

/** /admin/catalogue: the live figures per variant, a save per form, and the newest changes. */
// The two live reads as the page hears them (their queries are the emulator test's part).
const heard = vi.hoisted(() => new Map<string, (value: unknown) => void>());
vi.mock("../api/adminCatalog", () => ({
  watchCatalog: (onChange: (value: unknown) => void) => {
    heard.set("catalog", onChange);
    return () => heard.delete("catalog");
  },
  watchCatalogChanges: (onChange: (value: unknown) => void) => {
    heard.set("changes", onChange);
    return () => heard.delete("changes");
  },
}));
const invokeCallable = vi.hoisted(() => vi.fn<(name: string, data: unknown) => Promise<unknown>>());
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));

const { CatalogPage } = await import("../components/CatalogPage");

const SMART = "semiAutomatic-1";
const figures = (price: number, stock: number, held: number) => ({
  price,
  stock,
  held,
  active: true,
  lowStock: 5,
});
const refusal = (code: string, message: string) =>
  Object.assign(new Error(message), { code: `functions/${code}` });

async function openCatalogue() {
  render(<CatalogPage />);
  await waitFor(() => expect([...heard.keys()].sort()).toEqual(["catalog", "changes"]));
  act(() => {
    heard.get("catalog")?.({
      [SMART]: {
        variants: {
          Motar_Compatible: figures(44_900, 10, 2),
          Starter_Compatible: figures(59_900, 0, 0),
        },
      },
    });
    heard.get("changes")?.([
      {
        id: "k2",
        productId: SMART,
        variantKey: "Motar_Compatible",
        before: figures(39_900, 100_000, 2),
        after: figures(44_900, 10, 2),
        by: "Asha Admin",
        at: new Date("2026-11-24T04:30:00Z"),
      },
    ]);
  });
  return userEvent.setup();
}

const form = (name: string) => within(screen.getByRole("form", { name }));

beforeEach(() => {
  invokeCallable.mockReset();
  heard.clear();
});

describe("the console's catalogue", () => {
  it("shows each variant's live figures and saves one with a request key, answering the saved figures", async () => {
    const user = await openCatalogue();
    const motar = form("Smart Controller (Motar Compatible)");
    expect(motar.getByLabelText("Price (₹)")).toHaveValue("449.00");
    expect(motar.getByLabelText("Stock")).toHaveValue("10");
    expect(motar.getByText("Held").nextSibling).toHaveTextContent("2");
    expect(motar.getByText("Available").nextSibling).toHaveTextContent("8");
    // A product never seeded: its code price, stock not counted.
    const semi = form("Semi Automatic (Motar Compatible)");
    expect(semi.getByLabelText("Price (₹)")).toHaveValue("799.00");
    expect(semi.getByText("Available").nextSibling).toHaveTextContent("not counted");

    invokeCallable.mockResolvedValueOnce(figures(49_950, 7, 2));
    await user.clear(motar.getByLabelText("Price (₹)"));
    await user.type(motar.getByLabelText("Price (₹)"), "499.50");
    await user.clear(motar.getByLabelText("Stock"));
    await user.type(motar.getByLabelText("Stock"), "7");
    await user.click(motar.getByRole("button", { name: "Save" }));
    expect(await motar.findByRole("status")).toHaveTextContent(
      "Saved: ₹499.50, stock 7, held 2, available 5, active, low stock at 5.",
    );
    expect(invokeCallable).toHaveBeenCalledWith("adminSaveVariant", {
      productId: SMART,
      variantKey: "Motar_Compatible",
      price: 49_950,
      stock: 7,
      active: true,
      lowStock: 5,
      requestKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown,
    });
  });

  it("shows the server's refusal, and a retry of the same figures reuses its request key", async () => {
    const user = await openCatalogue();
    const starter = form("Smart Controller (Starter Compatible)");
    invokeCallable.mockRejectedValueOnce(refusal("invalid-argument", STOCK_MESSAGES.badFigures));
    invokeCallable.mockResolvedValueOnce(figures(59_900, 0, 0));
    await user.type(starter.getByLabelText("Stock"), ".5");
    await user.click(starter.getByRole("button", { name: "Save" }));
    expect(await starter.findByRole("alert")).toHaveTextContent(STOCK_MESSAGES.badFigures);
    expect(invokeCallable.mock.calls[0]?.[1]).toMatchObject({ stock: Number.NaN });
    await user.click(starter.getByRole("button", { name: "Save" }));
    const [first, second] = invokeCallable.mock.calls.map(([, d]) => d as { requestKey: string });
    expect(second?.requestKey).toBe(first?.requestKey);
    expect(starter.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lists the newest changes: who, when, and before → after of what changed", async () => {
    await openCatalogue();
    const changes = within(screen.getByRole("list", { name: "Changes, newest first" }));
    const [entry] = changes.getAllByRole("listitem");
    expect(entry).toHaveTextContent("Smart Controller (Motar Compatible)");
    expect(entry).toHaveTextContent("Asha Admin · 24 Nov 2026, 10:00 am IST");
    expect(entry).toHaveTextContent("Price ₹399.00 → ₹449.00; Stock 100000 → 10");
  });
});
