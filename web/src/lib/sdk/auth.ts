/** Only what every session needs (about half the SDK); account screens add ./authAccount. */
export {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signOut,
} from "firebase/auth";

/** Deleting the IndexedDB probe under a bfcache page blocks sign-in in every tab: never deleted. */
export function keepIndexedDbProbe(): void {
  try {
    const request = indexedDB.open("validate-browser-context-for-indexeddb-analytics-module");
    request.onsuccess = () => request.result.close();
  } catch {
    // No IndexedDB here: Firebase's own check says so, and Auth uses the next storage.
  }
}
