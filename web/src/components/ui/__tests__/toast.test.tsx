import { act, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_TOASTS, toast, useToastStore } from "../toast";
import { Toaster, placeToasts, stackBottom } from "../Toaster";

const onScreen = () => useToastStore.getState().toasts.map((t) => `${t.kind}: ${t.message}`);

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

describe("toasts on screen (issue 18: four taps on + hid the cart's total)", () => {
  it("keeps only the newest three", () => {
    for (const n of [1, 2, 3, 4, 5]) toast.info(`Message ${n}`);
    expect(MAX_TOASTS).toBe(3);
    expect(onScreen()).toEqual(["info: Message 3", "info: Message 4", "info: Message 5"]);
  });

  it("shows the same message once, as the newest, for its full time again", () => {
    const updated = "Updated quantity of Smart Controller (Motar Compatible)";
    toast.info(updated);
    toast.success("Cart cleared!");
    vi.advanceTimersByTime(3000);
    toast.info(updated);
    toast.info(updated);
    expect(onScreen()).toEqual(["success: Cart cleared!", `info: ${updated}`]);
    vi.advanceTimersByTime(1000);
    expect(onScreen()).toEqual([`info: ${updated}`]);
    vi.advanceTimersByTime(3000);
    expect(onScreen()).toEqual([]);
  });

  it("keeps one message of two kinds apart", () => {
    toast.error("Payment cancelled by user");
    toast.info("Payment cancelled by user");
    expect(onScreen()).toEqual([
      "error: Payment cancelled by user",
      "info: Payment cancelled by user",
    ]);
  });

  it("reads them out from a polite status region, each with its dismiss button", () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.success(`Saved ${n}`);
    });
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveTextContent("Saved 2×Saved 3×Saved 4×");
    expect(within(region).getAllByRole("button", { name: "Dismiss notification" })).toHaveLength(3);
  });
});

describe("toasts of one topic (issue 25: a progress toast stayed beside its failure)", () => {
  it("replaces the older toast of the topic with the newer, whatever their kinds", () => {
    toast.info("Saving address and initiating payment...", "payment");
    toast.error("Could not start payment. Please try again.", "payment");
    expect(onScreen()).toEqual(["error: Could not start payment. Please try again."]);
  });

  it("leaves other topics and toasts without one where they are", () => {
    toast.warning("Your saved cart could not be read.");
    toast.error("Please fill in all delivery address details.", "address");
    toast.info("Saving address and initiating payment...", "payment");
    toast.success("Address saved to your profile!", "address");
    expect(onScreen()).toEqual([
      "warning: Your saved cart could not be read.",
      "info: Saving address and initiating payment...",
      "success: Address saved to your profile!",
    ]);
  });

  it("gives the newer toast its own full time: the replaced one's timer does not end it", () => {
    toast.info("Saving address and initiating payment...", "payment");
    vi.advanceTimersByTime(3000);
    toast.info("Payment cancelled by user", "payment");
    vi.advanceTimersByTime(3000);
    expect(onScreen()).toEqual(["info: Payment cancelled by user"]);
    vi.advanceTimersByTime(1000);
    expect(onScreen()).toEqual([]);
  });

  it("shows the replacement in the status region in place of the older one", () => {
    render(<Toaster />);
    act(() => {
      toast.error("Please fill in all delivery address details.", "address");
      toast.success("Address saved for this order!", "address");
    });
    expect(screen.getByRole("status")).toHaveTextContent(/^Address saved for this order!×$/);
  });
});

describe("where the stack goes (stackBottom): bottom of the screen unless that covers a marked band", () => {
  const header = { top: 0, bottom: 64 };
  it.each([
    ["nothing in the way: the bottom", 120, 784, [header], 784],
    [
      "the pay button at the bottom: just above it",
      120,
      784,
      [header, { top: 700, bottom: 760 }],
      692,
    ],
    [
      "total and button at the bottom: above both",
      120,
      784,
      [header, { top: 600, bottom: 640 }, { top: 660, bottom: 712 }],
      592,
    ],
    [
      "a summary high up: the bottom is still free",
      120,
      784,
      [header, { top: 88, bottom: 420 }],
      784,
    ],
    [
      "a summary filling the bottom: above it, below the header",
      120,
      784,
      [header, { top: 300, bottom: 800 }],
      292,
    ],
    [
      "a bar along the bottom: just above it, clear of the total higher up",
      100,
      784,
      [header, { top: 500, bottom: 560 }, { top: 760, bottom: 800 }],
      752,
    ],
    ["no room anywhere: the bottom, as before", 400, 784, [header, { top: 200, bottom: 600 }], 784],
  ])("%s", (_case, height, lowest, bands, expected) => {
    expect(stackBottom(height, lowest, bands)).toBe(expected);
  });
});

describe("placeToasts: from where the stack rests, not where it is drawn", () => {
  const boxed = (element: HTMLElement, top: number, bottom: number, left = 37, right = 338) => {
    element.getBoundingClientRect = () => ({ top, bottom, left, right }) as DOMRect;
    return element;
  };

  it("moves off the Grand Total while the drawn box still shows the last place (issue 25)", () => {
    // A 375 px phone under reduced motion: the stack rests at 676-796, but the
    // transform it had (-148 px) is still in transition, so it is drawn at 528-648.
    const stack = boxed(document.createElement("div"), 528, 648, 16, 359);
    for (const [name, value] of Object.entries({
      offsetTop: 676,
      offsetHeight: 120,
      offsetLeft: 16,
      offsetWidth: 343,
    })) {
      Object.defineProperty(stack, name, { value });
    }
    const total = boxed(document.createElement("dl"), 661, 716);
    const pay = boxed(document.createElement("button"), 736, 788);
    for (const marked of [total, pay]) marked.setAttribute("data-toast-avoid", "");
    document.body.append(stack, total, pay);
    placeToasts(stack);
    expect(stack.style.transform).toBe("translateY(-143px)");
    document.body.replaceChildren();
  });
});
