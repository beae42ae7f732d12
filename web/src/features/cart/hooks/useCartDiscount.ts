import { useEffect, useState } from "react";
import { normalizeCode } from "@shop/domain";
import { OrderRefusedError, checkDiscount, type DiscountQuote } from "../api/placeOrder";
import type { CartLine } from "../cartStorage";
import { useCartStore } from "../cartStore";

/** A changed cart is checked again this long after the last tap, not on every + and −. */
const RECHECK_MS = 400;

type PricedLine = CartLine & { price: number };

/** The cart's discount code (docs/discounts.md): its figure holds only for the lines and prices
 * it was checked on, so a change re-checks it; a code the new cart fails is dropped, with why. */
export function useCartDiscount(lines: readonly PricedLine[]) {
  const code = useCartStore((s) => s.discountCode);
  const setCode = useCartStore((s) => s.setDiscountCode);
  const key = JSON.stringify(lines.map((l) => [l.productId, l.variantKey, l.quantity, l.price]));
  const [checked, setChecked] = useState<{ key: string; quote: DiscountQuote }>();
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const quote =
    code && checked?.key === key && checked.quote.code === code ? checked.quote : undefined;

  const apply = async (typed: string) => {
    setBusy(true);
    setMessage("");
    try {
      const answer = await checkDiscount(lines, normalizeCode(typed));
      setChecked({ key, quote: answer });
      setCode(answer.code);
    } catch (error) {
      // A refusal changes nothing: an earlier code stays applied.
      setMessage((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const fresh = quote !== undefined;
  useEffect(() => {
    if (!code || fresh || lines.length === 0) return;
    let gone = false;
    const timer = setTimeout(() => {
      checkDiscount(lines, code).then(
        (answer) => !gone && setChecked({ key, quote: answer }),
        (error: Error) => {
          if (gone) return;
          if (error instanceof OrderRefusedError) setCode("");
          setMessage(error.message);
        },
      );
    }, RECHECK_MS);
    return () => {
      gone = true;
      clearTimeout(timer);
    };
    // `lines` changes identity with every render of the view; `key` says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, key, fresh, setCode]);

  const remove = () => {
    setCode("");
    setChecked(undefined);
    setMessage("");
  };

  return { code, quote, message, busy, apply, remove };
}
