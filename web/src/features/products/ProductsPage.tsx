import "../../styles/products.css";
import { PRODUCTS } from "@shop/domain";
import { useLiveCatalog } from "./useLiveCatalog";
import { ProductCard } from "./ProductCard";
import { useProductActions } from "./useProductActions";
import { useNotifyMe } from "./useNotifyMe";

const PRODUCT_IDS = PRODUCTS.map((product) => product.id);

export default function ProductsPage() {
  const { addToCart, buyNow, busy, ordering } = useProductActions();
  const live = useLiveCatalog(PRODUCT_IDS);
  const { notify, notifyState } = useNotifyMe();
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <span className="eyebrow">Shop</span>
          <h1>Our Products</h1>
          <p>
            Two controllers, each for direct motor wiring or for your existing starter. Choose the
            variant that fits your pump.
          </p>
        </div>
      </header>
      <section className="section products-section" aria-label="Products">
        <ul className="container product-grid stack-6">
          {PRODUCTS.map((product) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                live={live[product.id]}
                onAddToCart={addToCart}
                onBuyNow={buyNow}
                busy={busy}
                ordering={ordering === product.id}
                onNotify={notify}
                notifyState={(key) => notifyState(product.id, key)}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
