import { consolePath } from "../../config/paths";

/** The console's contact inbox. */
export const adminMessagesPath = `${consolePath}/messages`;

/** The console's page of one order (it is named by its owner's uid and its id). */
export function adminOrderPath(uid: string, orderId: string): string {
  return `${consolePath}/orders/${encodeURIComponent(uid)}/${encodeURIComponent(orderId)}`;
}
