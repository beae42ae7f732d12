import { useState, type FormEvent } from "react";
import {
  PRODUCTS,
  VARIANT_KEYS,
  available,
  findProduct,
  formatINR,
  variantLabel,
  type Product,
  type VariantKey,
  type VariantStock,
} from "@shop/domain";
import { PageLoading } from "../../../components/ui/PageLoading";
import type { CatalogChange } from "../api/adminCatalog";
import { countOf, formatIst, paiseOf } from "../format";
import { useAdminAction, useCatalog } from "../hooks/useConsoleData";
import { ActionError } from "./ConfirmBox";

/** /admin/catalogue: each variant's live figures, saved one variant at a time (docs/stock.md). */
export function CatalogPage() {
  const catalog = useCatalog();
  return (
    <section aria-labelledby="admin-catalog-title" className="stack-4">
      <div className="admin-heading row">
        <h1 id="admin-catalog-title">Catalogue</h1>
      </div>
      {catalog.state === "loading" && <PageLoading />}
      {catalog.state === "error" && <p role="alert">Could not load the catalogue.</p>}
      {catalog.state === "ready" &&
        PRODUCTS.map((product) => (
          <section key={product.id} className="card admin-box" aria-label={product.name}>
            <h2>{product.name}</h2>
            {VARIANT_KEYS.map((key) => (
              <VariantForm
                key={key}
                product={product}
                variantKey={key}
                figures={catalog.value[product.id]?.variants[key]}
              />
            ))}
          </section>
        ))}
      <CatalogChanges changes={catalog.changes} />
    </section>
  );
}

const figuresText = (f: VariantStock) =>
  `${formatINR(f.price)}, stock ${f.stock}, held ${f.held}, available ${available(f)}, ` +
  `${f.active ? "active" : "hidden"}, low stock at ${f.lowStock}`;

type FormProps = { product: Product; variantKey: VariantKey; figures: VariantStock | undefined };

/** Untouched fields follow the live figures (a save in another tab); typed ones keep the typing. */
function VariantForm({ product, variantKey, figures }: FormProps) {
  const action = useAdminAction();
  const [saved, setSaved] = useState<VariantStock | null>(null);
  const name = `${product.name} (${variantLabel(variantKey)})`;
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    const form = new FormData(event.currentTarget);
    const input = {
      price: paiseOf(String(form.get("price"))),
      stock: countOf(String(form.get("stock"))),
      active: form.get("active") === "on",
      lowStock: countOf(String(form.get("lowStock"))),
    };
    const intent = `${product.id}/${variantKey}:${JSON.stringify(input)}`;
    const answer = await action.run(intent, "adminSaveVariant", (requestKey) => ({
      productId: product.id,
      variantKey,
      ...input,
      requestKey,
    }));
    if (answer) setSaved(answer);
  };
  const price = figures?.price ?? product.variants[variantKey].price;
  return (
    <form className="admin-form admin-variant" aria-label={name} onSubmit={(e) => void save(e)}>
      <h3 className="admin-note">{variantLabel(variantKey)}</h3>
      <label>
        Price (₹)
        <input name="price" inputMode="decimal" defaultValue={(price / 100).toFixed(2)} />
      </label>
      <label>
        Stock
        <input name="stock" inputMode="numeric" defaultValue={figures?.stock ?? ""} />
      </label>
      <label>
        Low-stock threshold
        <input name="lowStock" inputMode="numeric" defaultValue={figures?.lowStock ?? 5} />
      </label>
      <label className="admin-check">
        <input type="checkbox" name="active" defaultChecked={figures?.active ?? true} />
        Active
      </label>
      <dl className="admin-held">
        <dt>Held</dt>
        <dd>{figures?.held ?? 0}</dd>
        <dt>Available</dt>
        <dd>{figures ? available(figures) : "not counted"}</dd>
      </dl>
      <button type="submit" className="btn btn-primary btn-sm" disabled={action.busy}>
        {action.busy ? "Saving…" : "Save"}
      </button>
      {saved && (
        <p className="admin-note" role="status">
          Saved: {figuresText(saved)}.
        </p>
      )}
      <div className="admin-note">
        <ActionError error={action.error} />
      </div>
    </form>
  );
}

const FIELDS = [
  ["Price", (f: VariantStock) => formatINR(f.price)],
  ["Stock", (f: VariantStock) => String(f.stock)],
  ["Active", (f: VariantStock) => (f.active ? "yes" : "no")],
  ["Low-stock threshold", (f: VariantStock) => String(f.lowStock)],
] as const;

/** "Price ₹399.00 → ₹449.00; Stock 100 → 0": only what the save changed ("—" before a first save). */
function changed({ before, after }: CatalogChange) {
  const shown = FIELDS.flatMap(([label, show]) => {
    const was = before ? show(before) : "—";
    return was === show(after) ? [] : [`${label} ${was} → ${show(after)}`];
  });
  return shown.join("; ") || "No change";
}

function CatalogChanges({ changes }: { changes: CatalogChange[] }) {
  return (
    <section className="card admin-box" aria-labelledby="catalog-changes-title">
      <h2 id="catalog-changes-title">Recent changes</h2>
      {changes.length === 0 && <p className="muted">No changes yet.</p>}
      <ol className="admin-changes" aria-label="Changes, newest first">
        {changes.map((change) => (
          <li key={change.id}>
            <strong>
              {findProduct(change.productId)?.name ?? change.productId} (
              {variantLabel(change.variantKey)})
            </strong>{" "}
            <span className="muted">
              {change.by || "An admin"} · {formatIst(change.at)}
            </span>
            <p>{changed(change)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
