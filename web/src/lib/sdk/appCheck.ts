/**
 * The App Check functions the shop uses (lib/appCheck.ts), imported
 * dynamically through this module with the Functions SDK, so no page's
 * first download carries them.
 */
export {
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
} from "firebase/app-check";
