import { shortOrderId } from "@shop/domain";
import type { AdminOrder } from "../api/adminOrder";
import { variantOf } from "../../../components/order/OrderItemList";
import { formatIst } from "../format";
import { ColumnHeads } from "./ConfirmBox";

/** Prints the order's packing slip (the browser's print dialog; print CSS in admin.css). */
export const PrintSlipButton = () => (
  <button type="button" className="btn btn-outline btn-sm" onClick={() => window.print()}>
    Print packing slip
  </button>
);

/** What goes in the box, without prices. On paper only (admin.css). */
export function PackingSlip({ order }: { order: AdminOrder }) {
  const { name, phone, address, city, state, pincode } = order.addressInfo;
  return (
    <article className="admin-slip print-alone" aria-label="Packing slip">
      <h2>AquaSense packing slip</h2>
      <p>
        <strong>Order #{shortOrderId(order.orderId)}</strong> ({order.orderId})
      </p>
      <p>Placed {formatIst(order.createdAt)}</p>
      <h3>Deliver to</h3>
      <address>
        <span>{name}</span>
        <span>{address}</span>
        {(city || state) && <span>{[city, state].filter(Boolean).join(", ")}</span>}
        <span>PIN {pincode}</span>
        <span>Phone {phone}</span>
      </address>
      <table>
        <ColumnHeads columns={["Item", "Variant", "Qty"]} />
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.productId}/${item.variantKey}`}>
              <td>{item.productName}</td>
              <td>{variantOf(item)}</td>
              <td>{item.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Units
            </th>
            <td>{order.items.reduce((sum, item) => sum + item.quantity, 0)}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
