import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../auth/session";
import { useCartStore } from "../../cart/cartStore";
import { cartOf, showCart } from "../../cart/__tests__/harness";
import { MOTAR, SEMI, SMART, STARTER } from "../../cart/__tests__/cartTestUtils";
import ProductsPage from "../ProductsPage";

vi.mock("../../../lib/callableTransport", () => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

const BATCH_GET =
  "http://127.0.0.1:8080/v1/projects/demo-shop/databases/(default)/documents:batchGet";
const DOC = "projects/demo-shop/databases/(default)/documents/catalog/";

type Figures = { price: number; stock: number; held: number; active: boolean; lowStock: number };
const int = (n: number) => ({ integerValue: String(n) });
/** catalog/{id} as batchGet finds it. */
const found = (id: string, variants: Record<string, Figures | Record<string, unknown>>) => ({
  found: {
    name: `${DOC}${id}`,
    fields: {
      variants: {
        mapValue: {
          fields: Object.fromEntries(
            Object.entries(variants).map(([key, f]) => [
              key,
              {
                mapValue: {
                  fields: Object.fromEntries(
                    Object.entries(f).map(([name, value]) => [
                      name,
                      typeof value === "boolean"
                        ? { booleanValue: value }
                        : typeof value === "number"
                          ? int(value)
                          : { stringValue: String(value) },
                    ]),
                  ),
                },
              },
            ]),
          ),
        },
      },
    },
  },
});
const figures = (price: number, stock: number, held = 0, active = true): Figures => ({
  price,
  stock,
  held,
  active,
  lowStock: 3,
});

const fetchMock = vi.fn();
const answer = (rows: unknown[]) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(rows), { status: 200 }));

beforeEach(() => {
  useSession.setState({ status: "signed-out", user: null, isAdmin: false });
  useCartStore.setState({ lines: [] });
  window.localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const card = (name: string) => within(screen.getByRole("article", { name }));
const renderPage = () =>
  render(
    <MemoryRouter>
      <ProductsPage />
    </MemoryRouter>,
  );

describe("the product cards' live figures (docs/stock.md)", () => {
  it("read both products once, as a visitor, and show the live price, low stock and out of stock", async () => {
    answer([
      found(SMART, { [MOTAR]: figures(44_900, 10), [STARTER]: figures(59_900, 5, 2) }),
      found(SEMI, { [MOTAR]: figures(79_900, 4, 4), [STARTER]: figures(99_900, 9, 0, false) }),
    ]);
    renderPage();
    // The prerendered figures first, then the live ones.
    expect(card("Smart Controller").getByText("₹399.00")).toBeInTheDocument();
    expect(await card("Smart Controller").findByText("₹449.00")).toBeInTheDocument();
    expect(card("Smart Controller").getByRole("button", { name: /Add to Cart/ })).toBeEnabled();

    const semi = card("Semi Automatic");
    expect(semi.getByText("Out of stock")).toBeInTheDocument();
    expect(semi.getByRole("button", { name: /Add to Cart/ })).toBeDisabled();
    // Notify me takes Buy Now's place (docs/stock.md#notify-me).
    expect(semi.queryByRole("button", { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(semi.getByRole("button", { name: "Notify me" })).toBeEnabled();

    const user = userEvent.setup();
    await user.click(card("Smart Controller").getByRole("radio", { name: "Starter Compatible" }));
    expect(card("Smart Controller").getByText("₹599.00")).toBeInTheDocument();
    expect(card("Smart Controller").getByText("Only 3 left")).toBeInTheDocument();
    // A hidden variant is not sold either.
    await user.click(semi.getByRole("radio", { name: "Starter Compatible" }));
    expect(semi.getByText("₹999.00")).toBeInTheDocument();
    expect(semi.getByText("Out of stock")).toBeInTheDocument();
    expect(semi.queryByRole("button", { name: /Buy Now/ })).not.toBeInTheDocument();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(BATCH_GET);
    expect(init.headers).toEqual({ "content-type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({
      documents: [`${DOC}${SMART}`, `${DOC}${SEMI}`],
    });
  });

  it("keep the prerendered figures, silently, when the read fails or a figure is off the contract", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const { unmount } = renderPage();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(card("Smart Controller").getByText("₹399.00")).toBeInTheDocument();
    expect(card("Semi Automatic").getByRole("button", { name: /Add to Cart/ })).toBeEnabled();
    expect(screen.queryByText("Out of stock")).not.toBeInTheDocument();
    unmount();

    answer([found(SMART, { [MOTAR]: { ...figures(44_900, 0), price: "free" } })]);
    renderPage();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((settle) => setTimeout(settle, 0));
    expect(card("Smart Controller").getByText("₹399.00")).toBeInTheDocument();
    expect(screen.queryByText("Out of stock")).not.toBeInTheDocument();
  });
});

describe("the cart's live prices", () => {
  it("price each line and the total at the live price, and mark a line out of stock", async () => {
    answer([found(SMART, { [MOTAR]: figures(44_900, 0) }), found(SEMI, {})]);
    cartOf([SMART, MOTAR, 2], [SEMI, MOTAR, 1]);
    showCart();
    expect(await screen.findByText("₹449.00 × 2")).toBeInTheDocument();
    expect(screen.getByText("₹898.00")).toBeInTheDocument();
    expect(screen.getByText("Out of stock")).toBeInTheDocument();
    // The seed-less product keeps its code price: 898 + 799.
    expect(screen.getByText("₹1,697.00")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
