import { firestorePaths } from "@shop/domain";
import { writeDocument } from "../../support/documents";
import { authHost, createUser, projectId, signIn, type TestUser } from "../../support/emulators";

/**
 * An administrator as `npm run admin -- grant` makes one (docs/admin.md): the
 * `admin` claim on the Auth account and the profile's mirror of it.
 */
export async function createAdmin(): Promise<TestUser> {
  const admin = await createUser(
    `admin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`,
  );
  const res = await fetch(
    `${authHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({
        localId: admin.uid,
        customAttributes: JSON.stringify({ admin: true }),
      }),
    },
  );
  if (!res.ok) throw new Error(`granting the admin claim → ${res.status} ${await res.text()}`);
  await writeDocument(firestorePaths.user(admin.uid), {
    uid: admin.uid,
    email: admin.email,
    name: "Shop Admin",
    admin: true,
    createdAt: new Date(),
  });
  return signIn(admin.email, admin.password);
}
