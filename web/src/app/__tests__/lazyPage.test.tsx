import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { reloadForStaleChunk } from "../../lib/staleChunk";
import { lazyPage } from "../App";
import { PageErrorBoundary } from "../PageErrorBoundary";

vi.mock("../../lib/staleChunk", () => ({ reloadForStaleChunk: vi.fn(() => false) }));

function Orders() {
  return <h1>My Orders</h1>;
}

const loader = () => Promise.resolve({ default: Orders });

function show(Page: () => React.ReactNode) {
  render(
    <PageErrorBoundary>
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  );
}

/** What import() of a chunk the server no longer has does. */
const missingChunk = () =>
  Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"));

describe("lazyPage", () => {
  it("renders a preloaded page at once, with no fallback to throttle it", async () => {
    const Page = lazyPage(loader);
    await Page.preload();
    show(Page);
    expect(screen.getByRole("heading", { name: "My Orders" })).toBeInTheDocument();
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
  });

  it("falls back while a page that was not preloaded loads", async () => {
    const Page = lazyPage(loader);
    show(Page);
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "My Orders" })).toBeInTheDocument();
  });

  it("loads the chunk once however often it is preloaded and shown", async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return loader();
    });
    await Promise.all([Page.preload(), Page.preload()]);
    show(Page);
    await act(() => Page.preload());
    expect(loads).toBe(1);
  });

  it("stays on the fallback while a stale chunk reloads the page", async () => {
    vi.mocked(reloadForStaleChunk).mockReturnValueOnce(true);
    const Page = lazyPage(missingChunk);
    show(Page);
    await vi.waitFor(() => expect(reloadForStaleChunk).toHaveBeenCalledTimes(1));
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the error state, not a blank page, when the chunk fails and no reload is allowed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined); // React reports the caught error
    const Page = lazyPage(missingChunk);
    show(Page);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This page could not load");
    expect(alert).toHaveTextContent(
      "Check your connection, then reload to get the latest version of the shop.",
    );
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });

  it("tries the chunk again on the next preload after a failure", async () => {
    let loads = 0;
    const Page = lazyPage(() => (++loads === 1 ? missingChunk() : loader()));
    await expect(Page.preload()).rejects.toThrow("Failed to fetch dynamically imported module");
    await Page.preload();
    expect(loads).toBe(2);
  });
});
