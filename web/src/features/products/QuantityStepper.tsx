import { useState } from "react";
import { MAX_QUANTITY_PER_LINE } from "@shop/domain";

interface Props {
  /** The product the quantity is for, named in the buttons' and field's labels. */
  productName: string;
  value: number;
  onChange: (quantity: number) => void;
}

const clamp = (n: number) => Math.min(MAX_QUANTITY_PER_LINE, Math.max(1, n));

/** Typing is free while focused; on blur it becomes the nearest allowed whole number. */
export function QuantityStepper({ productName, value, onChange }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const step = (by: number) => {
    setDraft(null);
    onChange(clamp(value + by));
  };
  return (
    <div className="quantity-stepper" role="group" aria-label={`Quantity of ${productName}`}>
      <button
        type="button"
        aria-label={`Decrease quantity of ${productName}`}
        disabled={value <= 1}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY_PER_LINE}
        step={1}
        aria-label="Quantity"
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          const typed = Math.round(Number(event.target.value));
          if (event.target.value !== "" && Number.isFinite(typed)) onChange(clamp(typed));
        }}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        aria-label={`Increase quantity of ${productName}`}
        disabled={value >= MAX_QUANTITY_PER_LINE}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}
