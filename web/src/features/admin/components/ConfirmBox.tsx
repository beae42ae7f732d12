/** An action that asks first: the question, then Yes (the action) or No (nothing sent). */
export function ConfirmBox(props: {
  label: string;
  question: string;
  yes: string;
  no: string;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div className="admin-confirm" role="group" aria-label={props.label}>
      <p>{props.question}</p>
      <button type="button" className="btn btn-primary" disabled={props.busy} onClick={props.onYes}>
        {props.yes}
      </button>
      <button type="button" className="btn btn-ghost" disabled={props.busy} onClick={props.onNo}>
        {props.no}
      </button>
    </div>
  );
}

/** The last action's failure: the server's refusal, or the time-out. */
export const ActionError = ({ error }: { error: string | null }) =>
  error && (
    <p className="admin-error" role="alert">
      {error}
    </p>
  );
