import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom has no layout engine; the layout scrolls to top on navigation, and
// checkout scrolls its address step into view after Save Address.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// Lazy pages load their chunk on first render; on a busy CI machine that can
// take longer than Testing Library's default one-second wait.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
