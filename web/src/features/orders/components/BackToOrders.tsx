import { Link } from "react-router";
import { paths } from "../../../config/paths";

/** The way back from an order's page to the list. */
export function BackToOrders() {
  return (
    <p className="order-back">
      <Link to={paths.myOrders}>← My Orders</Link>
    </p>
  );
}
