import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ConsoleApp } from "../ConsoleApp";
import { useSession } from "../../../features/auth/session";
import type * as session from "../../../features/auth/session";

const replaceDocument = vi.hoisted(() => vi.fn());
vi.mock("../../../lib/replaceDocument", () => ({ replaceDocument }));
vi.mock("../../../features/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof session>()),
  startSessionListener: vi.fn(),
}));
vi.mock("../../../features/admin/api/adminRest", () => ({
  hasAdminClaim: () => Promise.resolve(true),
}));
vi.mock("../../../features/admin/api/adminOrders", () => ({
  // The page is live: it answers an empty list at once.
  watchOrdersPage: vi.fn(
    (_filters: unknown, _page: number, onChange: (page: { orders: [] }) => void) => {
      onChange({ orders: [] });
      return () => undefined;
    },
  ),
  readRevenue: vi.fn(() => new Promise(() => undefined)),
}));

const user = { uid: "u1", email: "a@b.in", displayName: "A", photoURL: null, emailVerified: true };

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleApp />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  replaceDocument.mockReset();
  useSession.setState({ status: "signed-in", user, isAdmin: true });
});

describe("the console's page (admin.html)", () => {
  it("shows the console under the shop's header, titled Console", async () => {
    renderAt("/admin/messages");
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    expect(screen.getByRole("banner")).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Console | AquaSense"));
    expect(replaceDocument).not.toHaveBeenCalled();
  });

  it("loads any other address as the shop's own page, replacing this history entry", async () => {
    renderAt("/products?category=smart#top");
    await waitFor(() =>
      expect(replaceDocument).toHaveBeenCalledWith("/products?category=smart#top"),
    );
    expect(screen.getByText("Loading…")).toBeInTheDocument();
  });
});
