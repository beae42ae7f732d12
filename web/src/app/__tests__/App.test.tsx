import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "../App";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe("App routes", () => {
  it("lists both products with their prices on /products", async () => {
    renderAt("/products");
    expect(await screen.findByRole("heading", { name: "Smart Controller" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Semi Automatic" })).toBeInTheDocument();
    expect(screen.getByText("₹399.00")).toBeInTheDocument();
    expect(screen.getByText("₹799.00")).toBeInTheDocument();
  });

  it("hides the header and footer on /login and /register", async () => {
    renderAt("/login");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it("shows the header and footer elsewhere", () => {
    renderAt("/");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("answers unknown paths with a not-found page", async () => {
    renderAt("/no-such-page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });
});
