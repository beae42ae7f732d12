/**
 * What the sign-in, password-reset and registration screens call on top of ./auth (docs/product.md §7),
 * and the e-mail links' page (/auth/action): loaded only when a shopper presses one of their
 * buttons, or opens a link.
 */
export {
  applyActionCode,
  confirmPasswordReset,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
} from "firebase/auth";
