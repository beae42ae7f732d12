import { VARIANT_KEYS, type Product, type VariantKey } from "@shop/domain";

interface VariantSelectorProps {
  product: Product;
  value: VariantKey;
  onChange: (key: VariantKey) => void;
}

/** Spec §2 Products: Motar Compatible or Starter Compatible, as a radio group. */
export function VariantSelector({ product, value, onChange }: VariantSelectorProps) {
  return (
    <fieldset className="variant-selector">
      <legend>Variant</legend>
      <div className="variant-options">
        {VARIANT_KEYS.map((key) => (
          <label key={key} className="variant-option">
            <input
              type="radio"
              name={`variant-${product.id}`}
              value={key}
              checked={value === key}
              onChange={() => onChange(key)}
            />
            <span>{product.variants[key].label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
