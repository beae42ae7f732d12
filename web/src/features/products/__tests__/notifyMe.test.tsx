import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../auth/session";
import { functionsError } from "../../cart/__tests__/harness";
import { SEMI, resetToasts, signInAs, toasts } from "../../cart/__tests__/cartTestUtils";
import ProductsPage from "../ProductsPage";

const { invokeCallable } = vi.hoisted(() => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

const DOC = "projects/demo-shop/databases/(default)/documents/catalog/";
const int = (n: number) => ({ integerValue: String(n) });
/** Semi Automatic's Motar Compatible sold out (4 in stock, 4 held), its Starter Compatible on sale. */
const semiSoldOut = [
  {
    found: {
      name: `${DOC}${SEMI}`,
      fields: {
        variants: {
          mapValue: {
            fields: Object.fromEntries(
              [
                ["Motar_Compatible", 4],
                ["Starter_Compatible", 0],
              ].map(([key, held]) => [
                key,
                {
                  mapValue: {
                    fields: {
                      price: int(79_900),
                      stock: int(4),
                      held: int(Number(held)),
                      active: { booleanValue: true },
                      lowStock: int(3),
                    },
                  },
                },
              ]),
            ),
          },
        },
      },
    },
  },
];

beforeEach(() => {
  useSession.setState({ status: "signed-out", user: null, isAdmin: false });
  resetToasts();
  invokeCallable.mockReset();
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(semiSoldOut), { status: 200 })),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function soldOutCard() {
  render(
    <MemoryRouter initialEntries={["/products"]}>
      <Routes>
        <Route path="/products" element={<ProductsPage />} />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  const semi = within(screen.getByRole("article", { name: "Semi Automatic" }));
  await semi.findByText("Out of stock");
  return semi;
}

describe("Notify me on a sold-out card (docs/stock.md#notify-me)", () => {
  it("takes Buy Now's place only while the chosen variant is sold out", async () => {
    const semi = await soldOutCard();
    expect(semi.getByRole("button", { name: "Notify me" })).toBeEnabled();
    expect(semi.queryByRole("button", { name: /Buy Now/ })).not.toBeInTheDocument();
    expect(semi.getByRole("button", { name: /Add to Cart/ })).toBeDisabled();

    await userEvent.setup().click(semi.getByRole("radio", { name: "Starter Compatible" }));
    expect(semi.getByRole("button", { name: "Buy Now" })).toBeEnabled();
    expect(semi.queryByRole("button", { name: "Notify me" })).not.toBeInTheDocument();
    // The other card is on sale: no Notify me there.
    const smart = within(screen.getByRole("article", { name: "Smart Controller" }));
    expect(smart.getByRole("button", { name: "Buy Now" })).toBeEnabled();
  });

  it("sends a signed-out visitor to log in, asking nothing of the server", async () => {
    const semi = await soldOutCard();
    await userEvent.setup().click(semi.getByRole("button", { name: "Notify me" }));
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(toasts()).toEqual([["error", "Please log in to be e-mailed when it is back in stock."]]);
    expect(invokeCallable).not.toHaveBeenCalled();
  });

  it("asks the server for the variant, then says it will e-mail, disabled", async () => {
    signInAs("asha");
    invokeCallable.mockResolvedValue({ subscribed: true });
    const semi = await soldOutCard();
    await userEvent.setup().click(semi.getByRole("button", { name: "Notify me" }));

    expect(await semi.findByRole("button", { name: "We'll e-mail you" })).toBeDisabled();
    expect(invokeCallable).toHaveBeenCalledExactlyOnceWith("notifyWhenBack", {
      productId: SEMI,
      variantKey: "Motar_Compatible",
    });
    expect(toasts()).toEqual([["success", "We will e-mail you once when it is back in stock."]]);
  });

  it("shows a refusal in the server's words and offers the button again", async () => {
    signInAs("asha");
    const inStock = "This product is in stock: you can order it now.";
    invokeCallable.mockRejectedValue(functionsError("failed-precondition", inStock));
    const semi = await soldOutCard();
    await userEvent.setup().click(semi.getByRole("button", { name: "Notify me" }));

    expect(await semi.findByRole("button", { name: "Notify me" })).toBeEnabled();
    expect(toasts()).toEqual([["error", inStock]]);
  });

  it("says the fallback when the call fails on the way", async () => {
    signInAs("asha");
    invokeCallable.mockRejectedValue(functionsError("internal", "INTERNAL"));
    const semi = await soldOutCard();
    await userEvent.setup().click(semi.getByRole("button", { name: "Notify me" }));

    await vi.waitFor(() =>
      expect(toasts()).toEqual([["error", "Could not save your request. Please try again."]]),
    );
    expect(semi.getByRole("button", { name: "Notify me" })).toBeEnabled();
  });
});
