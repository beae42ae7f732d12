import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no layout engine; the layout scrolls to top on navigation.
window.scrollTo = () => undefined;

afterEach(() => cleanup());
