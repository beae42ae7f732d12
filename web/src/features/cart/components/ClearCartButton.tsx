import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { buttonClass } from "../../../components/ui/ButtonLink";

interface Props {
  disabled: boolean;
  onClear: () => void;
}

/** Clear Cart asks first; focus starts on Cancel, the choice that loses nothing (docs/product.md). */
export function ClearCartButton({ disabled, onClear }: Props) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (returnFocus.current) opener.current?.focus();
    returnFocus.current = false;
  }, [asking]);

  const close = () => {
    returnFocus.current = true;
    setAsking(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      event.preventDefault();
      const next = document.activeElement === cancel.current ? confirm : cancel;
      next.current?.focus();
    }
  };

  if (!asking) {
    return (
      <button
        ref={opener}
        type="button"
        className={`${buttonClass("outline")} btn-block cart-clear`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        Clear Cart
      </button>
    );
  }
  return (
    <div
      className="cart-clear-confirm"
      role="alertdialog"
      aria-labelledby="cart-clear-title"
      aria-describedby="cart-clear-text"
    >
      <p id="cart-clear-title" className="cart-clear-title">
        Clear your cart?
      </p>
      <p id="cart-clear-text">Every item will be removed from your cart.</p>
      <div className="cart-clear-actions">
        <button
          ref={cancel}
          type="button"
          className={buttonClass("outline")}
          onClick={close}
          onKeyDown={onKeyDown}
        >
          Cancel
        </button>
        <button
          ref={confirm}
          type="button"
          className={`${buttonClass("outline")} cart-clear`}
          disabled={disabled}
          onKeyDown={onKeyDown}
          onClick={() => {
            setAsking(false);
            onClear();
          }}
        >
          Clear Cart
        </button>
      </div>
    </div>
  );
}
