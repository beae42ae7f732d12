// @shop/razorpay-emulator: the emulator in-process and the signing, config and types suites share;
// dist/main.js runs it on its own. See docs/razorpay-emulator.md.
import type { Server } from "node:http";
import type { EmulatorSettings, SettingsDefaults } from "./settings.js";
import type {
  EmulatorOrder,
  EmulatorPayment,
  EmulatorRefund,
  Log,
  WebhookDelivery,
  WebhookEventRecord,
} from "./types.js";

export { createRazorpayEmulator } from "./emulator.js";
export { checkoutSignature, webhookSignature, basicAuthProblem } from "./signatures.js";
export { localRazorpayConfig, type RazorpayConfig } from "./config.js";
export type * from "./types.js";
export type { EmulatorSettings, SettingsDefaults, WebhookSettings } from "./settings.js";

export interface RazorpayEmulatorOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
  accountId?: string;
  /** Overrides of the initial settings (reset returns to them), e.g. {webhooks: {timeoutMs: 30_000}}. */
  defaults?: SettingsDefaults;
  log?: Log;
}

/** The emulator in-process: its server, settings and memory, for tests to read and steer. */
export interface RazorpayEmulator {
  url: string;
  server: Server;
  settings: EmulatorSettings;
  store: {
    orders: Map<string, EmulatorOrder>;
    payments: Map<string, EmulatorPayment>;
    refunds: Map<string, EmulatorRefund>;
    paymentsOf(orderId: string): EmulatorPayment[];
    refundsOf(paymentId: string): EmulatorRefund[];
  };
  webhooks: {
    events: WebhookEventRecord[];
    redeliver(eventId: string): Promise<WebhookDelivery> | null;
    /** Restarts the random numbers from settings.webhooks.seed. */
    reseed(): void;
  };
  /** Listens on host:port (0 = any free port) and resolves with the base URL. */
  listen(port?: number, host?: string): Promise<string>;
  /** Resolves once nothing is in flight or scheduled (deliveries, retries, captures, refunds, late payments). */
  settled(): Promise<void>;
  /** Forgets everything and cancels what is scheduled; settings back to start. */
  reset(): void;
  /** Cancels what is scheduled, waits for what is running, then stops listening. */
  close(): Promise<void>;
}
