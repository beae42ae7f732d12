import { afterEach, describe, expect, it, vi } from "vitest";
import { documentsUrl } from "../../../lib/firestoreRest";
import { adminFlagRequest, readIsAdmin } from "../api/adminFlag";

/** A signed-in user whose current token has `claims`, and whose refreshed one has `fresh`. */
function tokenHolder(claims: Record<string, unknown> = {}, fresh = claims) {
  const getIdTokenResult = vi.fn((refresh?: boolean) =>
    Promise.resolve(
      refresh ? { token: "id-token-2", claims: fresh } : { token: "id-token-1", claims },
    ),
  );
  return { uid: "u1", getIdTokenResult };
}
const holder = tokenHolder();
const NAME = "projects/demo-shop/databases/(default)/documents/users/u1";

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("adminFlagRequest", () => {
  it("asks for the user's profile document, only its admin field, on the emulator in tests", () => {
    const { suffix, body } = adminFlagRequest("u1");
    expect(documentsUrl(suffix)).toBe(
      "http://127.0.0.1:8080/v1/projects/demo-shop/databases/(default)/documents:batchGet",
    );
    expect(body).toEqual({ documents: [NAME], mask: { fieldPaths: ["admin"] } });
  });
});

describe("readIsAdmin", () => {
  it("posts the request with the shopper's ID token", async () => {
    const fetchMock = answer(200, [{ missing: NAME }]);
    await readIsAdmin(holder);
    expect(fetchMock).toHaveBeenCalledWith(
      "http://127.0.0.1:8080/v1/projects/demo-shop/databases/(default)/documents:batchGet",
      {
        method: "POST",
        headers: { authorization: "Bearer id-token-1", "content-type": "application/json" },
        body: JSON.stringify({ documents: [NAME], mask: { fieldPaths: ["admin"] } }),
        signal: expect.any(AbortSignal) as AbortSignal,
      },
    );
  });

  it.each([
    ["admin: true", [{ found: { name: NAME, fields: { admin: { booleanValue: true } } } }], true],
    [
      "admin: false",
      [{ found: { name: NAME, fields: { admin: { booleanValue: false } } } }],
      false,
    ],
    [
      'admin: "true" (a string)',
      [{ found: { fields: { admin: { stringValue: "true" } } } }],
      false,
    ],
    ["no admin field", [{ found: { name: NAME } }], false],
    ["no profile yet", [{ missing: NAME }], false],
  ])("profile %s, with the claim granted", async (_, stored, expected) => {
    answer(200, stored);
    await expect(readIsAdmin(tokenHolder({ admin: true }))).resolves.toBe(expected);
  });

  it.each([
    ["granted since the token was issued: a fresh token has it", {}, { admin: true }, true],
    ["granted, yet the fresh token still lacks it", {}, {}, false],
  ])("profile admin: true, claim missing, %s", async (_, claims, fresh, expected) => {
    answer(200, [{ found: { fields: { admin: { booleanValue: true } } } }]);
    const user = tokenHolder(claims, fresh);
    await expect(readIsAdmin(user)).resolves.toBe(expected);
    expect(user.getIdTokenResult).toHaveBeenLastCalledWith(true);
  });

  it("revoked since the token was issued: refreshes it, so the claim leaves the browser", async () => {
    answer(200, [{ found: { fields: { admin: { booleanValue: false } } } }]);
    const user = tokenHolder({ admin: true }, {});
    await expect(readIsAdmin(user)).resolves.toBe(false);
    expect(user.getIdTokenResult).toHaveBeenLastCalledWith(true);
  });

  it.each([
    ["both say admin", { admin: true }, true],
    ["neither does", {}, false],
  ])("keeps the token when %s", async (_, claims, stored) => {
    answer(200, [{ found: { fields: { admin: { booleanValue: stored } } } }]);
    const user = tokenHolder(claims);
    await expect(readIsAdmin(user)).resolves.toBe(stored);
    expect(user.getIdTokenResult).toHaveBeenCalledTimes(1);
    expect(user.getIdTokenResult).toHaveBeenCalledWith();
  });

  it("fails loudly when the rules refuse the read", async () => {
    answer(403, { error: { code: 403 } });
    await expect(readIsAdmin(holder)).rejects.toThrow("Firestore answered HTTP 403");
  });
});
