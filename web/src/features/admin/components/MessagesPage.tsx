import type { ContactStatus } from "@shop/domain";
import { PageLoading } from "../../../components/ui/PageLoading";
import { INBOX_SIZE, type InboxMessage } from "../api/adminMessages";
import { formatIst } from "../format";
import { useAdminAction, type AdminAction } from "../hooks/useAdminAction";
import { useInbox } from "../hooks/useInbox";
import { ADMIN_UI } from "../messages";

const STATUS_LABELS: Readonly<Record<ContactStatus, string>> = {
  new: "New",
  read: "Read",
  replied: "Replied",
};

/** /admin/messages: live, so a status set in another admin's tab shows without a reload. */
export function MessagesPage() {
  const inbox = useInbox();
  const action = useAdminAction();
  return (
    <section aria-labelledby="admin-messages-title">
      <div className="admin-heading">
        <h1 id="admin-messages-title">Messages</h1>
      </div>
      {inbox.state === "loading" && <PageLoading />}
      {inbox.state === "error" && <p role="alert">{ADMIN_UI.inboxFailed}</p>}
      {inbox.state === "ready" && inbox.messages.length === 0 && <p>{ADMIN_UI.inboxEmpty}</p>}
      {action.error && (
        <p className="admin-error" role="alert">
          {action.error}
        </p>
      )}
      {inbox.state === "ready" && inbox.messages.length > 0 && (
        <ol className="admin-inbox" aria-label="Messages, newest first">
          {inbox.messages.map((message) => (
            <li key={message.id} className={`card admin-box is-${message.status}`}>
              <Message message={message} action={action} />
            </li>
          ))}
        </ol>
      )}
      {inbox.state === "ready" && inbox.messages.length >= INBOX_SIZE && (
        <p className="admin-muted">{ADMIN_UI.inboxNewest(INBOX_SIZE)}</p>
      )}
    </section>
  );
}

interface MessageProps {
  message: InboxMessage;
  action: AdminAction;
}

function Message({ message, action }: MessageProps) {
  // The new status comes back through the inbox's listener, not from this answer.
  const mark = (status: "read" | "replied") =>
    action.run(`${message.id}:${status}`, "adminSetMessageStatus", () => ({
      messageId: message.id,
      status,
    }));
  const busy = action.pending !== null;
  return (
    <article aria-label={message.subject || "Message"}>
      <header className="admin-message-head">
        <h2>{message.subject || "(no subject)"}</h2>
        <span className={`admin-badge is-${message.status}`}>{STATUS_LABELS[message.status]}</span>
      </header>
      <p className="admin-muted">
        {message.fullName} · <a href={`mailto:${message.email}`}>{message.email}</a>
        {message.phone ? ` · ${message.phone}` : ""} · {formatIst(message.createdAt)}
      </p>
      <p className="admin-message-text">{message.message}</p>
      <div className="admin-actions">
        {message.status === "new" && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy}
            onClick={() => void mark("read")}
          >
            Mark read
          </button>
        )}
        {message.status !== "replied" && (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy}
            onClick={() => void mark("replied")}
          >
            Mark replied
          </button>
        )}
      </div>
    </article>
  );
}
