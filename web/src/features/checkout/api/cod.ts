import { COD_MESSAGES, e164India, type AddressInfo } from "@shop/domain";
import { env } from "../../../config/env";
import { callInWords } from "../../../lib/callables";
import { getAuthClient } from "../../../lib/firebase";

// Cash on delivery at checkout (docs/cod.md): the server's quote and placing, and the phone's OTP.

/** The fee and total, or why COD is refused; failures in the server's words. */
export const quoteCod = (orderId: string, pincode: string) =>
  callInWords("codQuote", { orderId, pincode });

/** The server checks every limit again and stores the address, as startPayment would. */
export const placeCodOrder = (orderId: string, address: AddressInfo) =>
  callInWords("placeCodOrder", { orderId, address });

const phoneSdk = () => Promise.all([import("../../../lib/sdk/authPhone"), getAuthClient()]);

/** Whether the account's verified phone is this delivery phone, as the server compares them. */
export async function phoneIsVerified(tenDigits: string): Promise<boolean> {
  return (await getAuthClient()).currentUser?.phoneNumber === e164India(tenDigits);
}

/** Sends the SMS code; the verification id to confirm it with. */
export async function sendCode(tenDigits: string, container: HTMLElement): Promise<string> {
  const [sdk, auth] = await phoneSdk();
  // The Auth emulator runs no reCAPTCHA: the SDK's test mode skips it (local stack only).
  if (env.useEmulators) auth.settings.appVerificationDisabledForTesting = true;
  const verifier = new sdk.RecaptchaVerifier(auth, container, { size: "invisible" });
  try {
    return await new sdk.PhoneAuthProvider(auth).verifyPhoneNumber(e164India(tenDigits), verifier);
  } catch (error) {
    throw new Error(COD_MESSAGES.codeFailed, { cause: error });
  } finally {
    verifier.clear();
  }
}

const IN_USE = ["auth/credential-already-in-use", "auth/account-exists-with-different-credential"];
const WRONG = ["auth/invalid-verification-code", "auth/code-expired", "auth/missing-code"];

/** Makes the code's phone the account's verified phone; the next ID token carries it. */
export async function confirmCode(verificationId: string, code: string): Promise<void> {
  const [sdk, auth] = await phoneSdk();
  const user = auth.currentUser;
  try {
    if (!user) throw new Error("Not signed in");
    await sdk.updatePhoneNumber(user, sdk.PhoneAuthProvider.credential(verificationId, code));
    // The server reads phone_number from the ID token: a fresh one has it.
    await user.getIdToken(true);
  } catch (error) {
    const kind = (error as { code?: unknown }).code;
    const text = IN_USE.includes(String(kind))
      ? COD_MESSAGES.phoneInUse
      : WRONG.includes(String(kind))
        ? COD_MESSAGES.wrongCode
        : COD_MESSAGES.codeFailed;
    throw new Error(text, { cause: error });
  }
}
