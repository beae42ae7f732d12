/**
 * Only what every session needs, via this module (never all of "firebase/auth") so the chunk
 * before /cart or /myOrders is about half the SDK; account screens add ./authAccount.
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
 * A page frozen in bfcache while Firebase deletes its IndexedDB probe blocks every tab's sign-in
 * for good; kept in place (opened first, never deleted), the probe is only opened.
 */
export function keepIndexedDbProbe(): void {
  try {
    const request = indexedDB.open("validate-browser-context-for-indexeddb-analytics-module");
    request.onsuccess = () => request.result.close();
  } catch {
    // No IndexedDB here: Firebase's own check says so, and Auth uses the next storage.
  }
}
