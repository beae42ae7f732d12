import { DEFAULT_VARIANT, PRODUCTS, formatINR } from "@shop/domain";

export default function ProductsPage() {
  return (
    <section className="page">
      <h1>Our Products</h1>
      <ul className="product-grid">
        {PRODUCTS.map((product) => (
          <li key={product.id}>
            <article aria-labelledby={`product-${product.id}`}>
              <h2 id={`product-${product.id}`}>{product.name}</h2>
              <p>{product.description}</p>
              <p className="price">{formatINR(product.variants[DEFAULT_VARIANT].price)}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
