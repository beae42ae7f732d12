import { useEffect } from "react";
import { toast } from "../../../components/ui/toast";
import { NOTICE_MESSAGES, capped, unavailable } from "../noticeMessages";
import { subscribeCartNotices, type CartNotice } from "../cartStorage";

/** Tells the shopper what loading or saving their stored cart ran into. */
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

/** Shows what loading or saving the stored cart reported; mounted once, in the layout. */
export function useCartNoticeToasts(): void {
  useEffect(() => subscribeCartNotices(toastCartNotice), []);
}
