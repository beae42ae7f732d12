import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from "react";
import { INDIAN_STATES, type AddressInfo } from "@shop/domain";
import { buttonClass } from "../../../components/ui/ButtonLink";
import { toast } from "../../../components/ui/toast";
import { checkAddress, preloadAddressCheck, type AddressProblems } from "../addressCheck";
import { CHECKOUT_MESSAGES } from "../checkoutMessages";
import "./addressForm.css";

type Props = Record<"saving" | "canCancel", boolean> & {
  initial: AddressInfo;
  onSave: (address: AddressInfo, keepOnProfile: boolean) => void;
  onCancel: () => void;
};

type Field = keyof AddressInfo;
// Each field: its name, label, autocomplete token and keyboard.
const FIELDS: [Field, string, string, ("tel" | "numeric")?][] = [
  ["name", "Full Name", "name"],
  ["phone", "Phone Number", "tel", "tel"],
  ["address", "Address", "street-address"],
  ["city", "City", "address-level2"],
  ["state", "State", "address-level1"],
  ["pincode", "Pincode", "postal-code", "numeric"],
  ["gstin", "GSTIN (optional, for business purchases)", "off"],
];

/** docs/product.md §2 checkout step 1, editing: 'ADD/EDIT ADDRESS' with Save Address. */
export function AddressForm({ initial, saving, canCancel, onSave, onCancel }: Props) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<AddressProblems>({});
  const [keepOnProfile, setKeepOnProfile] = useState(true);

  useEffect(preloadAddressCheck, []);

  type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  const change = (name: Field) => (event: ChangeEvent<Control>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    let checked;
    try {
      checked = await checkAddress(values);
    } catch (error) {
      console.error("Could not load the address check", error);
      return toast.error(CHECKOUT_MESSAGES.addressSaveFailed, "address");
    }
    if (!checked.ok) {
      setProblems(checked.problems);
      // docs/product.md §5: on Save, a missing field only errors; otherwise say what is wrong.
      const messages = Object.values(checked.problems);
      const { addressIncomplete: missing } = CHECKOUT_MESSAGES;
      return toast.error(
        messages.includes(missing) ? missing : (messages[0] ?? missing),
        "address",
      );
    }
    onSave(checked.address, keepOnProfile);
  }

  return (
    <form className="address-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h3 id={`${id}-title`} className="address-form-title">
        ADD/EDIT ADDRESS
      </h3>
      <div className="address-form-grid">
        {FIELDS.map(([name, label, autoComplete, inputMode]) => {
          const fieldId = `${id}-${name}`;
          const problem = problems[name];
          const shared = {
            id: fieldId,
            name,
            value: values[name],
            onChange: change(name),
            autoComplete,
            required: name !== "gstin",
            "aria-invalid": problem ? true : undefined,
            "aria-describedby": problem ? `${fieldId}-error` : undefined,
          };
          return (
            <div key={name} className={`field is-${name}`}>
              <label htmlFor={fieldId}>{label}</label>
              {name === "address" ? (
                <textarea rows={3} {...shared} />
              ) : name === "state" ? (
                <select {...shared}>
                  <option value="">Choose a state</option>
                  {INDIAN_STATES.map((state) => (
                    <option key={state.code}>{state.name}</option>
                  ))}
                </select>
              ) : (
                <input type={name === "phone" ? "tel" : "text"} inputMode={inputMode} {...shared} />
              )}
              {problem && (
                <p id={`${fieldId}-error`} className="field-error">
                  {problem}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <label className="address-keep">
        <input
          type="checkbox"
          checked={keepOnProfile}
          onChange={(event) => setKeepOnProfile(event.target.checked)}
        />
        Save this address to my profile for next time
      </label>
      <div className="address-form-actions" data-toast-avoid>
        <button
          type="submit"
          className={buttonClass("primary")}
          disabled={saving}
          aria-busy={saving}
        >
          {saving ? "Saving…" : "Save Address"}
        </button>
        {canCancel && (
          <button type="button" className={buttonClass("outline")} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
