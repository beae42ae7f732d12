import { useState } from "react";
import { useNavigate } from "react-router";
import { STOCK_MESSAGES, type VariantKey } from "@shop/domain";
import { toast } from "../../components/ui/toast";
import { paths } from "../../config/paths";
import { settledSession } from "../auth";
import { askToBeNotified } from "./api/stockAlerts";

/** What a sold-out card's button says: "Notify me" until the server has the request. */
export type NotifyState = "idle" | "asking" | "saved";

/** "Notify me" on the product cards (docs/stock.md#notify-me), per product and variant. */
export function useNotifyMe() {
  const navigate = useNavigate();
  const [asked, setAsked] = useState<Record<string, NotifyState>>({});
  const mark = (key: string, state: NotifyState) => setAsked((now) => ({ ...now, [key]: state }));
  const notify = async (productId: string, variantKey: VariantKey) => {
    // As Buy Now: a signed-out visitor logs in first.
    if ((await settledSession()).status !== "signed-in") {
      toast.error(STOCK_MESSAGES.notifyLogin);
      void navigate(paths.login);
      return;
    }
    const key = `${productId}/${variantKey}`;
    mark(key, "asking");
    try {
      await askToBeNotified(productId, variantKey);
      mark(key, "saved");
      toast.success(STOCK_MESSAGES.notifySaved);
    } catch (error) {
      mark(key, "idle");
      toast.error(error instanceof Error ? error.message : STOCK_MESSAGES.notifyFailed);
    }
  };
  return {
    notify: (productId: string, variantKey: VariantKey) => void notify(productId, variantKey),
    notifyState: (productId: string, variantKey: VariantKey) =>
      asked[`${productId}/${variantKey}`] ?? "idle",
  };
}
