import { useEffect, useRef, useState } from "react";
import { VARIANT_KEYS, isVariantKey, type Product, type VariantKey } from "@shop/domain";

interface VariantSelectorProps {
  product: Product;
  value: VariantKey;
  onChange: (key: VariantKey) => void;
}

/**
 * Spec §2 Products: Motar Compatible or Starter Compatible, as a radio group.
 * The radios are the browser's own (uncontrolled): /products arrives
 * prerendered, and a variant picked before the JavaScript has taken over is
 * adopted once it has, rather than silently put back to the default.
 */
export function VariantSelector({ product, value, onChange }: VariantSelectorProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  const [initial] = useState(value);

  useEffect(() => {
    const picked = group.current?.querySelector<HTMLInputElement>("input:checked")?.value;
    if (isVariantKey(picked) && picked !== initial) onChange(picked);
  }, [initial, onChange]);

  return (
    <fieldset className="variant-selector" ref={group}>
      <legend>Variant</legend>
      <div className="variant-options">
        {VARIANT_KEYS.map((key) => (
          <label key={key} className="variant-option">
            <input
              type="radio"
              name={`variant-${product.id}`}
              value={key}
              defaultChecked={initial === key}
              onChange={() => onChange(key)}
            />
            <span>{product.variants[key].label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
