import { useState } from "react";
import type { SessionUser } from "../../features/auth/session";

/** First letters of the shopper's name (or e-mail) for the placeholder avatar. */
export function initialsOf(user: Pick<SessionUser, "displayName" | "email">): string {
  const source = user.displayName?.trim() || user.email?.split("@")[0] || "";
  const letters = source
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
  return letters || "?";
}

/** docs/product.md §2: the profile picture, or a placeholder when there is none (or it fails to load). */
export function Avatar({ user }: { user: SessionUser }) {
  const [broken, setBroken] = useState(false);
  if (user.photoURL && !broken) {
    return (
      <img
        className="avatar"
        src={user.photoURL}
        alt=""
        width={36}
        height={36}
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="avatar avatar-placeholder" aria-hidden="true" data-testid="avatar-placeholder">
      {initialsOf(user)}
    </span>
  );
}
