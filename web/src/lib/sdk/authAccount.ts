/**
 * What the sign-in, password-reset and registration screens call on top of ./auth (docs/product.md §7):
 * loaded only when a shopper presses one of their buttons.
 */
export {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from "firebase/auth";
