import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it } from "vitest";
import { lazyPage } from "../lazyPage";

function Orders() {
  return <h1>My Orders</h1>;
}

const loader = () => Promise.resolve({ default: Orders });

function show(Page: () => React.ReactNode) {
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>,
  );
}

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
});
