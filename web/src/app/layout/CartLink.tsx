import { Link } from "react-router";
import { useCartCount } from "../../features/cart/cartStore";
import { Icon } from "../../components/ui/icons";
import { paths } from "../../config/paths";
import { cartLinkLabel, formatBadgeCount } from "./cartBadge";

export function CartLink() {
  const count = useCartCount();
  return (
    <Link to={paths.cart} className="icon-button cart-link" aria-label={cartLinkLabel(count)}>
      <Icon name="cart" />
      {count > 0 && (
        <span className="badge" aria-hidden="true">
          {formatBadgeCount(count)}
        </span>
      )}
    </Link>
  );
}
