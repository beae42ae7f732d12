// @shop/razorpay-emulator: the emulator in-process and the signing, config and types suites share;
// dist/main.js runs it on its own. See docs/razorpay-emulator.md.
export {
  createRazorpayEmulator,
  type RazorpayEmulator,
  type RazorpayEmulatorOptions,
} from "./emulator.js";
export { checkoutSignature, webhookSignature } from "./signatures.js";
export { localRazorpayConfig, type RazorpayConfig } from "./config.js";
export type * from "./types.js";
export type { EmulatorSettings, SettingsDefaults, WebhookSettings } from "./settings.js";
