import { assertFails, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { addDoc, collection, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { rulesEnvironment, shopper } from "../support/rulesEnv";

let env: RulesTestEnvironment;
const message = {
  fullName: "Ravi",
  email: "ravi@example.in",
  phone: "",
  subject: "",
  message: "Hello",
  status: "new",
};

beforeAll(async () => {
  env = await rulesEnvironment("demo-rules-contact");
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (admin) => {
    await setDoc(doc(admin.firestore(), "ContactMessages/m1"), message);
    await setDoc(doc(admin.firestore(), "rateLimits/contact_ip_203.0.113.7"), { hits: [1, 2, 3] });
  });
});

// The contact form goes through sendContactMessage only: a browser that
// wrote here directly would skip validation, the honeypot and the rate limit.
describe("contact messages and rate-limit counters", () => {
  const clients = () => [
    env.unauthenticatedContext().firestore(),
    shopper(env, "ravi").firestore(),
  ];

  it("lets no client list, read or create contact messages", async () => {
    for (const db of clients()) {
      await assertFails(getDocs(collection(db, "ContactMessages")));
      await assertFails(getDoc(doc(db, "ContactMessages/m1")));
      await assertFails(addDoc(collection(db, "ContactMessages"), message));
      await assertFails(updateDoc(doc(db, "ContactMessages/m1"), { status: "read" }));
    }
  });

  it("lets no client read, reset or forge a rate-limit counter", async () => {
    for (const db of clients()) {
      await assertFails(getDoc(doc(db, "rateLimits/contact_ip_203.0.113.7")));
      await assertFails(getDocs(collection(db, "rateLimits")));
      await assertFails(setDoc(doc(db, "rateLimits/contact_ip_203.0.113.7"), { hits: [] }));
      await assertFails(setDoc(doc(db, "rateLimits/contact_uid_ravi"), { hits: [] }));
    }
  });
});
