import type { Page } from "playwright-core";
import { expect } from "vitest";
import { COD_TEXT } from "@shop/domain";
import { authHost, projectId, type TestUser } from "../../support/emulators";
import { ADDRESS, createShopper, hydrated, summary } from "./checkout";

/** A delivery phone no other test account has verified (a phone is verified on one account). */
export const freshPhone = () =>
  `9${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 1e3)).padStart(3, "0")}`;

/** A shopper with ADDRESS under a phone of their own saved on the profile. */
export async function codShopper(): Promise<{ shopper: TestUser; address: typeof ADDRESS }> {
  const address = { ...ADDRESS, phone: freshPhone() };
  return { shopper: await createShopper(address), address };
}

/** The account's phone verified as if by an earlier OTP (Auth's admin API on the emulator). */
export async function verifyPhoneOnAccount(user: TestUser, tenDigits: string): Promise<void> {
  const res = await fetch(
    `${authHost()}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ localId: user.uid, phoneNumber: `+91${tenDigits}` }),
    },
  );
  expect(res.status).toBe(200);
}

/** The last SMS code the Auth emulator "sent" to this phone. */
export async function smsCode(tenDigits: string): Promise<string> {
  const url = `${authHost()}/emulator/v1/projects/${projectId}/verificationCodes`;
  let code = "";
  await expect
    .poll(async () => {
      const { verificationCodes = [] } = (await (await fetch(url)).json()) as {
        verificationCodes?: { phoneNumber: string; code: string }[];
      };
      code =
        verificationCodes.filter((c) => c.phoneNumber === `+91${tenDigits}`).at(-1)?.code ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Chooses Cash on delivery on /payment (the address shown) and waits for the server's quote. */
export async function chooseCod(page: Page, totalText: string) {
  const radio = summary(page).getByRole("radio", { name: COD_TEXT.cashOnDelivery });
  await hydrated(radio);
  await radio.check();
  await summary(page).getByText(totalText, { exact: true }).waitFor();
}

/** The OTP step: Send code, a wrong code refused, the SMS code accepted; Place order shows. */
export async function verifyByOtp(
  page: Page,
  tenDigits: string,
  wrongCodeText: string,
  /** Called once the code field shows (a screenshot). */
  atCodeField: () => Promise<unknown>,
) {
  await summary(page).getByRole("button", { name: COD_TEXT.verifyPhone }).click();
  const field = summary(page).getByLabel("Code from the SMS");
  await field.waitFor();
  const code = await smsCode(tenDigits);
  await atCodeField();
  await field.fill(code === "000000" ? "111111" : "000000");
  await summary(page).getByRole("button", { name: COD_TEXT.confirmCode }).click();
  await summary(page).getByRole("alert").getByText(wrongCodeText, { exact: true }).waitFor();
  await field.fill(code);
  await summary(page).getByRole("button", { name: COD_TEXT.confirmCode }).click();
  await summary(page).getByRole("button", { name: COD_TEXT.placeOrder }).waitFor();
}
