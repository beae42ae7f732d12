import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { useHydrated } from "../useHydrated";

function Send() {
  return <button disabled={!useHydrated()}>Send Message</button>;
}

describe("useHydrated", () => {
  it("is false in prerendered HTML and true once React has taken it over", async () => {
    const html = renderToString(<Send />);
    expect(html).toContain("disabled");
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Send />);
    });
    expect(container.querySelector("button")?.disabled).toBe(false);
    container.remove();
  });

  it("is true at once on a page rendered in the browser", () => {
    render(<Send />);
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});
