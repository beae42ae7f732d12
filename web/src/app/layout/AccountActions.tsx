import { useSession } from "../../features/auth/session";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { paths } from "../../config/paths";
import { ProfileMenu } from "./ProfileMenu";

/** Desktop account area: Sign In / Sign Up, or the profile dropdown once signed in. */
export function AccountActions() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);

  if (status === "loading") {
    // Holds the space so the header does not jump when the session resolves.
    return <span className="account-placeholder" aria-hidden="true" />;
  }
  if (status === "signed-in" && user) {
    return <ProfileMenu user={user} />;
  }
  return (
    <div className="account-actions">
      <ButtonLink to={paths.login} variant="ghost" size="sm">
        Sign In
      </ButtonLink>
      <ButtonLink to={paths.register} size="sm">
        Sign Up
      </ButtonLink>
    </div>
  );
}
