import { useEffect } from "react";
import { toast } from "../../../components/ui/toast";
import { NOTICE_MESSAGES, capped, unavailable } from "../noticeMessages";
import { subscribeCartNotices, type CartNotice } from "../cartStorage";

function toastCartNotice(notice: CartNotice): void {
  switch (notice.kind) {
    case "unreadable":
      return toast.warning(NOTICE_MESSAGES.unreadable);
    case "not-saved":
      return toast.warning(NOTICE_MESSAGES.notSaved);
    case "unavailable":
      return toast.warning(unavailable(notice.count));
    case "capped":
      return toast.warning(capped(notice.label));
  }
}

/** Mounted once, in the layout. */
export function useCartNoticeToasts(): void {
  useEffect(() => subscribeCartNotices(toastCartNotice), []);
}
