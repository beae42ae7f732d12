import { useRef, useState, type KeyboardEvent } from "react";
import { buttonClass } from "../../../components/ui/ButtonLink";

// Stable, so a re-render never pulls focus back to Cancel.
const focusOnMount = (button: HTMLButtonElement | null) => void button?.focus();

/** Clear Cart asks first; focus starts on Cancel, the choice that loses nothing (docs/product.md). */
export function ClearCartButton(props: { disabled: boolean; onClear: () => void }) {
  const { disabled, onClear } = props;
  const [asking, setAsking] = useState(false);
  // Focus goes back to Clear Cart once, when the confirm closed without clearing.
  const returnFocus = useRef(false);

  const close = () => {
    returnFocus.current = true;
    setAsking(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      event.preventDefault();
      const { nextElementSibling, previousElementSibling } = event.currentTarget;
      ((nextElementSibling ?? previousElementSibling) as HTMLElement).focus();
    }
  };

  if (!asking) {
    return (
      <button
        ref={(button) => {
          if (button && returnFocus.current) button.focus();
          returnFocus.current = false;
        }}
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
          ref={focusOnMount}
          type="button"
          className={buttonClass("outline")}
          onClick={close}
          onKeyDown={onKeyDown}
        >
          Cancel
        </button>
        <button
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
