/**
 * The part of the Auth SDK every page's session needs: start Auth, follow
 * the sign-in, sign out. Imported dynamically through this module (never as
 * the whole "firebase/auth"), so the bundler keeps only these functions: the
 * chunk a returning shopper waits for before /cart or /myOrders can show is
 * about half the SDK. The account screens add theirs in ./authAccount.
 */
export {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signOut,
} from "firebase/auth";

/**
 * Firebase checks IndexedDB by creating a probe database and deleting it
 * again, on every page load, before Auth's first request. A page frozen in
 * the back/forward cache in the middle of that leaves the delete pending, and
 * every other tab's check, and so its sign-in, waits behind it for good.
 * Kept in place (opened first, never deleted), the check only opens it.
 */
export function keepIndexedDbProbe(): void {
  try {
    const request = indexedDB.open("validate-browser-context-for-indexeddb-analytics-module");
    request.onsuccess = () => request.result.close();
  } catch {
    // No IndexedDB here: Firebase's own check says so, and Auth uses the next storage.
  }
}
