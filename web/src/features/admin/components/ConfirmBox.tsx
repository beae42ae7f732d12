/** An action that asks first: the question, then Yes (the action) or No (nothing sent). */
export function ConfirmBox({
  label,
  question,
  yes,
  no,
  busy,
  onYes,
  onNo,
}: {
  label: string;
  question: string;
  /** The Yes button's text; "…" forms while the action runs are the caller's. */
  yes: string;
  no: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div className="admin-confirm" role="group" aria-label={label}>
      <p>{question}</p>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={onYes}>
        {yes}
      </button>
      <button type="button" className="btn btn-ghost" disabled={busy} onClick={onNo}>
        {no}
      </button>
    </div>
  );
}
