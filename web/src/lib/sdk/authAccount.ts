/**
 * The account screens' and /auth/action's calls on top of ./auth (docs/product.md §7), loaded only
 * when a shopper presses one of their buttons or opens an e-mail link.
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
