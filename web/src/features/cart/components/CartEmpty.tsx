import { Link } from "react-router";
import { paths } from "../../../app/routes";

/** Spec §2 Cart, empty. */
export function CartEmpty() {
  return (
    <div className="cart-empty">
      <svg
        className="cart-empty-icon"
        viewBox="0 0 64 64"
        width="96"
        height="96"
        aria-hidden="true"
      >
        <circle cx="32" cy="32" r="31" fill="currentColor" opacity="0.08" />
        <path
          d="M16 20h5l4 20h18l4-14H24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="28" cy="46" r="3" fill="currentColor" />
        <circle cx="41" cy="46" r="3" fill="currentColor" />
      </svg>
      <h1>Your Cart is Empty</h1>
      <p>Add some products to get started!</p>
      <Link to={paths.products} className="cart-button cart-button-primary">
        Start Shopping
      </Link>
    </div>
  );
}
