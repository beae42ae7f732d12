import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as SessionModule from "../../../features/auth/session";
import { renderHeader, resetStores, signIn } from "./headerTestUtils";

const { signOutUser } = vi.hoisted(() => ({ signOutUser: vi.fn(async () => undefined) }));
vi.mock("../../../features/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  signOutUser,
}));

beforeEach(() => {
  resetStores();
  signOutUser.mockClear();
  signIn();
});

describe("Logout", () => {
  it("from the dropdown signs out, goes to / and scrolls to the top", async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, "scrollTo");
    renderHeader("/products");
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(signOutUser).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it("from the mobile menu signs out and goes to /", async () => {
    const user = userEvent.setup();
    renderHeader("/about");
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const nav = screen.getByRole("navigation", { name: "Mobile" });
    await user.click(within(nav).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(signOutUser).toHaveBeenCalledTimes(1);
  });
});
