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
