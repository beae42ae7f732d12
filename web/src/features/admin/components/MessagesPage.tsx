import { PageLoading } from "../../../components/ui/PageLoading";
import { INBOX_SIZE, watchInbox } from "../api/adminOrder";
import { formatIst } from "../format";
import { useAdminAction, useView } from "../hooks/useConsoleData";
import { ActionError } from "./ConfirmBox";

const STATUS_LABELS = { new: "New", read: "Read", replied: "Replied" } as const;
const MARKS = { new: ["read", "replied"], read: ["replied"], replied: [] } as const;

/** /admin/messages: live, so a status set in another admin's tab shows without a reload. */
export function MessagesPage() {
  const inbox = useView("inbox", watchInbox, "watch the inbox");
  const action = useAdminAction();
  const messages = inbox.state === "ready" ? inbox.value : undefined;
  return (
    <section aria-labelledby="admin-messages-title">
      <div className="admin-heading row">
        <h1 id="admin-messages-title">Messages</h1>
      </div>
      {inbox.state === "loading" && <PageLoading />}
      {inbox.state === "error" && <p role="alert">Could not load the messages.</p>}
      {messages?.length === 0 && <p>No messages yet.</p>}
      <ActionError error={action.error} />
      {messages && messages.length > 0 && (
        <ol className="admin-inbox stack-2" aria-label="Messages, newest first">
          {messages.map((message) => (
            <li key={message.id} className={`card admin-box is-${message.status}`}>
              <article aria-label={message.subject || "Message"}>
                <header className="admin-message-head row">
                  <h2>{message.subject || "(no subject)"}</h2>
                  <span className={`admin-badge is-${message.status}`}>
                    {STATUS_LABELS[message.status]}
                  </span>
                </header>
                <p className="muted">
                  {message.fullName} · <a href={`mailto:${message.email}`}>{message.email}</a>
                  {message.phone ? ` · ${message.phone}` : ""} · {formatIst(message.createdAt)}
                </p>
                <p className="admin-message-text">{message.message}</p>
                <div className="cluster">
                  {MARKS[message.status].map((status) => (
                    <button
                      key={status}
                      type="button"
                      className="btn btn-outline btn-sm"
                      disabled={action.busy}
                      // The new status comes back through the inbox's listener, not this answer.
                      onClick={() =>
                        void action.run(`${message.id}:${status}`, "adminSetMessageStatus", () => ({
                          messageId: message.id,
                          status,
                        }))
                      }
                    >
                      Mark {status}
                    </button>
                  ))}
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
      {messages && messages.length >= INBOX_SIZE && (
        <p className="muted">Showing the {INBOX_SIZE} newest messages.</p>
      )}
    </section>
  );
}
