/**
 * The Firestore functions of the operator console's live pages
 * (features/admin/api/adminFirestore): the shop's own (./firestore), plus
 * what only the console uses (the inbox's limit, the order list's
 * collection-group listener). The console is a build of its own
 * (docs/admin-console.md), so nothing here reaches the Firestore chunk
 * shoppers download.
 */
export * from "./firestore";
export { and, collectionGroup, limit, or } from "firebase/firestore";
