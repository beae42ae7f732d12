import { beforeEach, describe, expect, it } from "vitest";
import { useCartStore } from "../cartStore";
import { CART_VERSION } from "../cartStorage";
import {
  MOTAR,
  SEMI,
  SMART,
  STARTER,
  legacyItem,
  line,
  recordNotices,
  signInAs,
  signOut,
  stored,
  v1,
} from "./cartTestUtils";

const notices = recordNotices();

beforeEach(() => {
  signOut();
  window.localStorage.clear();
});

const legacySemi = legacyItem({
  // docs/product.md §3: a product without an id was stored under its hyphenated name.
  productId: "semi-automatic",
  productName: "Semi Automatic",
  variantKey: STARTER,
  variantName: STARTER,
  price: "Rs 1",
});

interface Case {
  /** The text found under `cart:asha`. */
  raw: string;
  /** The lines the cart loads. */
  lines: unknown[];
  /** What is under the key afterwards: the same text, or a rewrite as version 1. */
  after: "untouched" | ReturnType<typeof v1>;
  notices?: unknown[];
}

const json = (value: unknown) => JSON.stringify(value);

/** docs/data-model.md, "Cart in the browser": every stored shape and what loading makes of it. */
const table: Record<string, Case> = {
  "version 0, the bare array (prices ignored, product found by its hyphenated name)": {
    raw: json([legacyItem({ price: "Rs 1.00", quantity: 2 }), legacySemi]),
    lines: [line(SMART, MOTAR, 2), line(SEMI, STARTER, 1)],
    after: v1(line(SMART, MOTAR, 2), line(SEMI, STARTER, 1)),
  },
  "version 0, {cartItems} in an envelope (variant found by its name, quantity as text)": {
    raw: json({
      state: {
        cartItems: [
          legacyItem({ variantKey: undefined, variantName: "Starter Compatible", quantity: "3" }),
        ],
      },
      version: 0,
    }),
    lines: [line(SMART, STARTER, 3)],
    after: v1(line(SMART, STARTER, 3)),
  },
  "an envelope without a version, read as version 0": {
    raw: json({ state: { lines: [legacyItem({ variantName: "motar compatible" })] } }),
    lines: [line(SMART, MOTAR, 1)],
    after: v1(line(SMART, MOTAR, 1)),
  },
  "version 1, the current format, loaded as it is": {
    raw: json(v1(line(SEMI, MOTAR, 4), line(SMART, STARTER, 1))),
    lines: [line(SEMI, MOTAR, 4), line(SMART, STARTER, 1)],
    after: "untouched",
  },
  "a newer version: its lines are kept, checked, and saved as version 1": {
    raw: json({ state: { lines: [{ ...line(SEMI, STARTER, 2), giftWrap: true }] }, version: 7 }),
    lines: [line(SEMI, STARTER, 2)],
    after: v1(line(SEMI, STARTER, 2)),
  },
  "a newer version with unsold lines: they are dropped and reported": {
    raw: json({
      state: { lines: [line(SEMI, MOTAR, 1), line("pump-9000", MOTAR, 1)] },
      version: 2,
    }),
    lines: [line(SEMI, MOTAR, 1)],
    after: v1(line(SEMI, MOTAR, 1)),
    notices: [{ kind: "unavailable", count: 1 }],
  },
  "a newer version without lines: an empty cart": {
    raw: json({ state: { basket: {} }, version: 2 }),
    lines: [],
    after: v1(),
  },
  "garbage: not JSON": {
    raw: "{not json",
    lines: [],
    after: "untouched",
    notices: [{ kind: "unreadable" }],
  },
  "garbage: JSON that is no cart": {
    raw: json({ cart: "full" }),
    lines: [],
    after: "untouched",
    notices: [{ kind: "unreadable" }],
  },
  "garbage: a number": {
    raw: "42",
    lines: [],
    after: "untouched",
    notices: [{ kind: "unreadable" }],
  },
  "garbage inside a version 1 envelope: nothing to keep, nothing to say": {
    raw: json({ state: "lines", version: 1 }),
    lines: [],
    after: "untouched",
  },
};

describe("migrating the stored cart on load", () => {
  it("is at version 1", () => {
    expect(CART_VERSION).toBe(1);
  });

  it.each(Object.entries(table))("%s", (_, { raw, lines, after, notices: expected }) => {
    window.localStorage.setItem("cart:asha", raw);
    signInAs("asha");
    expect(useCartStore.getState().lines).toEqual(lines);
    if (after === "untouched") expect(window.localStorage.getItem("cart:asha")).toBe(raw);
    else expect(stored("asha")).toEqual(after);
    expect(notices).toEqual(expected ?? []);
  });
});
