import { useEffect } from "react";
import { toastCartNotice } from "../cartToasts";
import { subscribeCartNotices } from "../persistence";

/**
 * Shows what the stored cart's loading and saving report (an unreadable or
 * stale cart, a storage that will not save). Mounted once, in the layout.
 */
export function useCartNoticeToasts(): void {
  useEffect(() => subscribeCartNotices(toastCartNotice), []);
}
