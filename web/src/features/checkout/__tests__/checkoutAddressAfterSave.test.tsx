import { cleanup, screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_ADDRESS } from "@shop/domain";
import { readProfileAddress, saveProfileAddress } from "../api/deliveryAddress";
import { orderAddressKey } from "../hooks/useDeliveryAddress";
import { resetToasts, signInAs, toasts } from "../../cart/__tests__/cartTestUtils";
import { ADDRESS, ORDER_ID, UID, pendingOrder, showCheckout } from "./checkoutHarness";
import { live } from "./liveOrder";

vi.mock("../../orders/api/orders", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchOrder: (await import("./liveOrder")).watchOrder,
}));
vi.mock("../api/deliveryAddress", () => ({
  readProfileAddress: vi.fn(),
  saveProfileAddress: vi.fn(),
}));
vi.mock("../../../lib/callableTransport", () => ({ invokeCallable: vi.fn() }));
vi.mock("../../../lib/firebase", () => ({ getAuthClient: vi.fn() }));

const PROFILE = { ...ADDRESS, name: "Asha", address: "1 MG Road, Bengaluru" };
const FOR_THIS_ORDER = { ...ADDRESS, address: "Flat 4B, 12 Lake Road, Indiranagar, Bengaluru" };
const scrolls = vi.fn();
let reducedMotion = false;

beforeEach(() => {
  window.sessionStorage.clear();
  signInAs(UID);
  resetToasts();
  vi.mocked(readProfileAddress).mockReset().mockResolvedValue(PROFILE);
  vi.mocked(saveProfileAddress).mockReset().mockResolvedValue(undefined);
  // jsdom has no layout: record what the page asks of the browser instead.
  scrolls.mockReset();
  Element.prototype.scrollIntoView = scrolls;
  reducedMotion = false;
  window.matchMedia = (query: string) =>
    ({ matches: query === "(prefers-reduced-motion: reduce)" && reducedMotion }) as MediaQueryList;
});

const addressStep = () => screen.getByRole("region", { name: "Delivery Address" });

async function saveForThisOrderOnly(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: "Edit" }));
  const street = screen.getByLabelText("Address");
  await user.clear(street);
  await user.type(street, FOR_THIS_ORDER.address);
  await user.click(screen.getByRole("checkbox", { name: /Save this address to my profile/ }));
  await user.click(screen.getByRole("button", { name: "Save Address" }));
  await screen.findByText(FOR_THIS_ORDER.address);
}

/** A reload: the page goes and comes back in the same tab (sessionStorage stays). */
function reload(order = pendingOrder()) {
  cleanup();
  showCheckout(`?orderId=${order.orderId}`);
  live.push(order);
}

describe("an address saved for this order only (issue 18)", () => {
  it("is shown again after a reload, not the profile's", async () => {
    const user = showCheckout();
    live.push(pendingOrder());
    await saveForThisOrderOnly(user);
    expect(toasts()).toEqual([["success", "Address saved for this order!"]]);
    expect(saveProfileAddress).not.toHaveBeenCalled();

    reload();
    expect(await screen.findByText(FOR_THIS_ORDER.address)).toBeInTheDocument();
    expect(addressStep()).not.toHaveTextContent(PROFILE.address);
  });

  it("belongs to that order: another order of the shopper starts from the profile", async () => {
    const user = showCheckout();
    live.push(pendingOrder());
    await saveForThisOrderOnly(user);

    reload(pendingOrder({ orderId: "ORD-2026-1767225699999-ZZ9Q" }));
    expect(await screen.findByText(PROFILE.address)).toBeInTheDocument();
    expect(addressStep()).not.toHaveTextContent(FOR_THIS_ORDER.address);
  });

  it.each([
    ["not JSON", "{oops"],
    ["not an address", JSON.stringify({ name: "Asha" })],
    ["an address the server would refuse", JSON.stringify({ ...ADDRESS, pincode: "0600" })],
  ])("is dropped when what the tab kept is %s", async (_case, kept) => {
    const key = orderAddressKey(UID, ORDER_ID);
    window.sessionStorage.setItem(key, kept);
    showCheckout();
    live.push(pendingOrder());
    expect(await screen.findByText(PROFILE.address)).toBeInTheDocument();
    await vi.waitFor(() => expect(window.sessionStorage.getItem(key)).toBeNull());
  });
});

describe("after Save Address the saved address is in view, with focus (issue 18)", () => {
  it("scrolls step 1 into view smoothly and focuses the address that replaced the form", async () => {
    const user = showCheckout();
    live.push(pendingOrder({ addressInfo: ADDRESS }));
    await saveForThisOrderOnly(user);
    const shown = screen.getByText(FOR_THIS_ORDER.address).closest("address");
    expect(shown).toHaveFocus();
    expect(scrolls).toHaveBeenCalledExactlyOnceWith({ block: "nearest", behavior: "smooth" });
    expect(scrolls.mock.contexts[0]).toBe(addressStep());
  });

  it("jumps without animation for a shopper who prefers reduced motion", async () => {
    reducedMotion = true;
    const user = showCheckout();
    live.push(pendingOrder({ addressInfo: ADDRESS }));
    await saveForThisOrderOnly(user);
    expect(scrolls).toHaveBeenCalledExactlyOnceWith({ block: "nearest", behavior: "auto" });
  });

  it("after Cancel puts focus back on Add Address when there is no street address yet", async () => {
    vi.mocked(readProfileAddress).mockResolvedValue({ ...EMPTY_ADDRESS, name: "Asha" });
    const user = showCheckout();
    live.push(pendingOrder());
    await user.click(await screen.findByRole("button", { name: "Add Address" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Add Address" })).toHaveFocus();
  });
});
