// Types only: the build (vite.config.ts) runs this file too, outside the app's aliases.
import type { Product, Variant } from "@shop/domain";

/** schema.org prices are rupees with two decimals ("399.00"), from the catalog the order functions use. */
export function productJsonLd(products: readonly Product[], origin: string): object[] {
  return products.map((product) => ({
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${origin}/products#${product.id}`,
    name: product.name,
    description: product.description,
    image: new URL(product.image, origin).href,
    brand: { "@type": "Brand", name: "AquaSense" },
    offers: Object.values<Variant>(product.variants).map((variant) => ({
      "@type": "Offer",
      name: `${product.name} (${variant.label})`,
      sku: `${product.id}:${variant.key}`,
      price: (variant.price / 100).toFixed(2),
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      url: `${origin}/products`,
    })),
  }));
}

/** The JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
