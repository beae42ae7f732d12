import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { doc, serverTimestamp, setDoc } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { rulesEnvironment, shopper } from "../support/rulesEnv";
import { firestorePaths } from "@shop/domain";

/** The profile documents the users/{uid} cases touch. */
export const ashaPath = firestorePaths.user("asha");
export const binaPath = firestorePaths.user("bina");
export const raviPath = firestorePaths.user("ravi");

/** What registration writes (docs/product.md §3/§4, web/src/features/auth/api/profile.ts). */
export const profile = (uid: string) => ({
  uid,
  name: "Asha Rao",
  email: `${uid}@example.in`,
  photoURL: null,
  provider: "password",
  createdAt: serverTimestamp(),
  admin: false,
  firstName: "Asha",
  lastName: "Rao",
  phone: "9876543210",
  displayName: "Asha Rao",
});

/** What a first Google sign-in writes. */
export const googleProfile = (uid: string) => ({
  uid,
  name: "Ravi Kumar",
  email: `${uid}@example.in`,
  photoURL: "https://example.in/ravi.png",
  provider: "google",
  createdAt: serverTimestamp(),
  admin: false,
});

/**
 * A rules environment of its own for a users/{uid} suite, emptied before
 * each case, with Ravi's registration profile already stored; answers the
 * Firestore clients of Asha (no profile yet), Ravi and a visitor.
 */
export function usersRulesSuite(projectId: string) {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnvironment(projectId);
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (admin) => {
      await setDoc(doc(admin.firestore(), raviPath), {
        ...profile("ravi"),
        createdAt: new Date(),
      });
    });
  });
  return {
    asha: () => shopper(env, "asha").firestore(),
    ravi: () => shopper(env, "ravi").firestore(),
    anonymous: () => env.unauthenticatedContext().firestore(),
  };
}
