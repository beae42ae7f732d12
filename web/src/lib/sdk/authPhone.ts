/** Checkout's cash on delivery verifies the delivery phone (docs/cod.md): loaded only there. */
export { PhoneAuthProvider, RecaptchaVerifier, updatePhoneNumber } from "firebase/auth";
