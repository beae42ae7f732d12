import { useCallback } from "react";
import { useNavigate } from "react-router";
import { signOutUser } from "../../features/auth/session";
import { paths } from "../../config/paths";

/** docs/product.md §2: Logout signs out, goes to / and scrolls to the top. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOutUser();
    navigate(paths.home);
    // Layout scrolls on path changes; this also covers logging out while on /.
    window.scrollTo({ top: 0 });
  }, [navigate]);
}
