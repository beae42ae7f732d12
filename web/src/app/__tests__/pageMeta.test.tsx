import { render, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { App } from "../App";
import { NOT_FOUND_META, PAGE_META, pageMetaFor } from "../pageMeta";
import { paths } from "../../config/paths";

const description = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const og = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[property="og:${key}"]`)?.content;

describe("page titles and descriptions", () => {
  it("has a distinct title and description for every route", () => {
    for (const path of Object.values(paths)) expect(PAGE_META[path]).toBeDefined();
    const titles = Object.values(PAGE_META).map((m) => m.title);
    const descriptions = Object.values(PAGE_META).map((m) => m.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(pageMetaFor("/no-such-page")).toBe(NOT_FOUND_META);
  });

  it.each([
    ["/products", "Our Products: Smart Controller and Semi Automatic | AquaSense"],
    ["/about", "About us | AquaSense"],
    ["/no-such-page", "Page not found | AquaSense"],
  ])("sets the title, description and Open Graph tags on %s", async (path, title) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe(title));
    expect(description()).toBe(pageMetaFor(path).description);
    expect(og("title")).toBe(title);
    expect(og("description")).toBe(pageMetaFor(path).description);
  });
});
