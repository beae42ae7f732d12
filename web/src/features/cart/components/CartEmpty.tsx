import { paths } from "../../../config/paths";
import { ButtonLink } from "../../../components/ui/ButtonLink";
import { Icon } from "../../../components/ui/icons";

/** docs/product.md §2 Cart, empty. */
export function CartEmpty() {
  return (
    <div className="cart-empty card">
      <span className="cart-empty-icon">
        <Icon name="cart" size={44} />
      </span>
      <h1>Your Cart is Empty</h1>
      <p>Add some products to get started!</p>
      <ButtonLink to={paths.products} size="lg">
        Start Shopping
      </ButtonLink>
    </div>
  );
}
