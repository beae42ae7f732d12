import { useState, type FormEvent } from "react";
import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_MESSAGES,
  indiaDay,
  normalizeCode,
  type DiscountCode,
  type DiscountTerms,
} from "@shop/domain";
import { PageLoading } from "../../../components/ui/PageLoading";
import { countOf, formatIst, paiseOf, termsText, usedText } from "../format";
import { watchDiscounts } from "../api/adminDiscounts";
import { useAdminAction, useView } from "../hooks/useConsoleData";
import { ActionError, ConsoleTable } from "./ConfirmBox";

/** /admin/discounts: every code with its terms and uses, and a form to make or change one
 * (docs/discounts.md). A code is never deleted: it is switched off. */
export function DiscountsPage() {
  const discounts = useView("codes", watchDiscounts, "watch the discount codes");
  const [editing, setEditing] = useState<DiscountCode | null>(null);
  const [saved, setSaved] = useState("");
  // A new form after each save, so a saved code's figures are not left in it.
  const [saves, setSaves] = useState(0);
  return (
    <section aria-labelledby="admin-discounts-title" className="stack-4">
      <div className="admin-heading row">
        <h1 id="admin-discounts-title">Discounts</h1>
      </div>
      <DiscountForm
        key={`${editing?.code ?? "new"}#${saves}`}
        editing={editing}
        onSaved={(code) => {
          setSaved(`Saved ${code}.`);
          setEditing(null);
          setSaves((n) => n + 1);
        }}
      />
      {saved && (
        <p className="admin-note" role="status">
          {saved}
        </p>
      )}
      {discounts.state === "loading" && <PageLoading />}
      {discounts.state === "error" && <p role="alert">Could not load the discount codes.</p>}
      {discounts.state === "ready" && discounts.value.length === 0 && <p>No discount codes yet.</p>}
      {discounts.state === "ready" && discounts.value.length > 0 && (
        <ConsoleTable
          label="Discount codes"
          columns={COLUMNS}
          rows={discounts.value}
          rowKey={(code) => code.code}
          cells={(code) => [
            code.code,
            termsText(code),
            `${code.startsOn} to ${code.endsOn}`,
            usedText(code),
            code.active ? "Active" : "Off",
            `${code.updatedBy.name || "An admin"} · ${formatIst(code.updatedAt)}`,
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={`Edit ${code.code}`}
              onClick={() => {
                setSaved("");
                setEditing(code);
              }}
            >
              Edit
            </button>,
          ]}
        />
      )}
    </section>
  );
}

const COLUMNS = ["Code", "Terms", "Days", "Used", "Status", "Last changed", ""];

const rupeesText = (paise: number) => (paise / 100).toFixed(2);
const KINDS = { percent: "Percent off", fixed: "Amount off (₹)" } as const;
const NEW_CODE = {
  minOrder: 0,
  totalLimit: 0,
  perShopperLimit: 1,
  prepaidOnly: false,
  active: true,
};
const FIELDS = [
  ["startsOn", "First day", { type: "date" }],
  ["endsOn", "Last day", { type: "date" }],
  ["totalLimit", "Uses in all (0: no limit)", { inputMode: "numeric" }],
  ["perShopperLimit", "Uses per shopper (0: no limit)", { inputMode: "numeric" }],
] as const;
const CHECKS = [
  ["prepaidOnly", "Online payment only"],
  ["active", "Active"],
] as const;

type FormProps = { editing: DiscountCode | null; onSaved: (code: string) => void };

function DiscountForm({ editing, onSaved }: FormProps) {
  const action = useAdminAction();
  const [problem, setProblem] = useState<string | null>(null);
  const [kind, setKind] = useState<DiscountTerms["kind"]>(editing?.kind ?? "percent");
  // The day the form opened: a new code's first and last day until the owner sets them.
  const [today] = useState(() => indiaDay(Date.now()));
  const shown = editing ?? { ...NEW_CODE, startsOn: today, endsOn: today };
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const terms: DiscountTerms = {
      code: normalizeCode(text("code")),
      kind,
      value: kind === "percent" ? countOf(text("value")) : paiseOf(text("value")),
      minOrder: paiseOf(text("minOrder")),
      startsOn: text("startsOn"),
      endsOn: text("endsOn"),
      totalLimit: countOf(text("totalLimit")),
      perShopperLimit: countOf(text("perShopperLimit")),
      prepaidOnly: form.get("prepaidOnly") === "on",
      active: form.get("active") === "on",
    };
    const numbers = [terms.value, terms.minOrder, terms.totalLimit, terms.perShopperLimit];
    const local = !DISCOUNT_CODE_PATTERN.test(terms.code)
      ? DISCOUNT_MESSAGES.badCode
      : numbers.some(Number.isNaN)
        ? DISCOUNT_MESSAGES.badTerms
        : null;
    setProblem(local);
    if (local) return;
    const answer = await action.run(JSON.stringify(terms), "adminSaveDiscount", () => terms);
    if (answer) onSaved(answer.code);
  };
  const value = !editing
    ? ""
    : editing.kind === "percent"
      ? String(editing.value)
      : rupeesText(editing.value);
  const title = editing ? `Edit ${editing.code}` : "New discount code";
  return (
    <form className="card admin-box admin-form" aria-label={title} onSubmit={(e) => void save(e)}>
      <h2 className="admin-note">{title}</h2>
      <label>
        Code
        <input name="code" defaultValue={editing?.code ?? ""} readOnly={!!editing} />
      </label>
      <label>
        Kind
        <select name="kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
          {Object.entries(KINDS).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        {KINDS[kind]}
        <input name="value" inputMode="decimal" defaultValue={value} />
      </label>
      <label>
        Minimum order (₹)
        <input name="minOrder" inputMode="decimal" defaultValue={rupeesText(shown.minOrder)} />
      </label>
      {FIELDS.map(([name, label, input]) => (
        <label key={name}>
          {label}
          <input name={name} defaultValue={shown[name]} {...input} />
        </label>
      ))}
      {CHECKS.map(([name, label]) => (
        <label key={name} className="admin-check">
          <input type="checkbox" name={name} defaultChecked={shown[name]} />
          {label}
        </label>
      ))}
      <button type="submit" className="btn btn-primary btn-sm" disabled={action.busy}>
        {action.busy ? "Saving…" : "Save code"}
      </button>
      <div className="admin-note">
        <ActionError error={problem ?? action.error} />
      </div>
    </form>
  );
}
