import { useEffect, useRef } from "react";
import { VARIANT_KEYS, isVariantKey, type Product, type VariantKey } from "@shop/domain";

interface VariantSelectorProps {
  product: Product;
  /** Checked at first; the radios are the browser's own from then on. */
  defaultValue: VariantKey;
  onChange: (key: VariantKey) => void;
}

/** docs/product.md §2 Products; uncontrolled, so a choice made before hydration stays. */
export function VariantSelector({ product, defaultValue, onChange }: VariantSelectorProps) {
  const group = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    const picked = group.current?.querySelector<HTMLInputElement>("input:checked")?.value;
    if (isVariantKey(picked) && picked !== defaultValue) onChange(picked);
  }, [defaultValue, onChange]);

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
              defaultChecked={defaultValue === key}
              onChange={() => onChange(key)}
            />
            <span>{product.variants[key].label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
