import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type * as SessionModule from "../../../features/auth/session";
import { Layout } from "../Layout";

const { startSessionListener } = vi.hoisted(() => ({ startSessionListener: vi.fn() }));
vi.mock("../../../features/auth/session", async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  startSessionListener,
}));

describe("Layout", () => {
  it("starts the session listener once after mounting, and renders the page in main", () => {
    render(
      <MemoryRouter initialEntries={["/about"]}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/about" element={<h1>About page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(startSessionListener).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("main")).toContainElement(
      screen.getByRole("heading", { name: "About page" }),
    );
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
  });
});
