import { PRODUCTS } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { jsonLdScript, productJsonLd } from "../productJsonLd";

describe("productJsonLd", () => {
  const data = productJsonLd(PRODUCTS, "https://shop.example.in") as Array<
    Record<string, unknown> & { offers: Array<Record<string, unknown>> }
  >;

  it("describes each product with one INR offer per variant, priced in rupees with two decimals", () => {
    expect(data.map((p) => p.name)).toEqual(["Smart Controller", "Semi Automatic"]);
    expect(data[0]?.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Smart Controller (Motar Compatible)", "399.00", "INR"],
      ["Smart Controller (Starter Compatible)", "399.00", "INR"],
    ]);
    expect(data[1]?.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Semi Automatic (Motar Compatible)", "799.00", "INR"],
      ["Semi Automatic (Starter Compatible)", "799.00", "INR"],
    ]);
  });

  it("gives absolute image and offer URLs on the site's origin", () => {
    expect(data[0]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      image: "https://shop.example.in/images/smart-controller.svg",
    });
    expect(data[0]?.offers[0]?.url).toBe("https://shop.example.in/products");
  });

  it("cannot close its <script> early when inlined in HTML", () => {
    expect(jsonLdScript({ text: "</script><b>" })).toBe('{"text":"\\u003c/script>\\u003cb>"}');
  });
});
