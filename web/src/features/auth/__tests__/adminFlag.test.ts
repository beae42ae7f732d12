import { afterEach, describe, expect, it, vi } from "vitest";
import { documentsUrl } from "../../../lib/firestoreRest";
import { adminFlagRequest, readIsAdmin } from "../api/adminFlag";

const holder = { uid: "u1", getIdToken: () => Promise.resolve("id-token-1") };
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
  ])("%s gives %s", async (_, stored, expected) => {
    answer(200, stored);
    await expect(readIsAdmin(holder)).resolves.toBe(expected);
  });

  it("fails loudly when the rules refuse the read", async () => {
    answer(403, { error: { code: 403 } });
    await expect(readIsAdmin(holder)).rejects.toThrow("Firestore answered HTTP 403");
  });
});
