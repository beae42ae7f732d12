import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PlanTable } from "../HomePage";

function row(name: string) {
  const header = screen.getByRole("rowheader", { name });
  const tr = header.closest("tr");
  if (!tr) throw new Error(`no row for ${name}`);
  return within(tr)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
}

describe("PlanTable", () => {
  it("compares Basic Plan and Pro Plan by feature category", () => {
    render(<PlanTable />);
    const headers = screen
      .getAllByRole("columnheader")
      .filter((h) => h.getAttribute("scope") === "col")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Feature", "Basic Plan", "Pro Plan"]);
    const categories = screen
      .getAllByRole("columnheader")
      .filter((h) => h.getAttribute("scope") === "colgroup")
      .map((h) => h.textContent);
    expect(categories).toEqual([
      "Monitoring",
      "Pump control",
      "Installation",
      "Support and warranty",
      "Pricing",
    ]);
  });

  it("shows a tick or a cross with accessible text for booleans, and text otherwise", () => {
    render(<PlanTable />);
    expect(row("Real-time tank level monitoring")).toEqual(["Included", "Included"]);
    expect(row("Usage log")).toEqual(["Not included", "Last 30 days"]);
    expect(row("Warranty")).toEqual(["1 year", "2 years"]);
    expect(row("Billing")).toEqual(["Per unit", "Per unit"]);
    const usage = screen.getByRole("rowheader", { name: "Usage log" }).closest("tr");
    expect(usage?.querySelector("svg.plan-no")).not.toBeNull();
    const monitoring = screen
      .getByRole("rowheader", { name: "Real-time tank level monitoring" })
      .closest("tr");
    expect(monitoring?.querySelectorAll("svg.plan-yes")).toHaveLength(2);
  });

  it("renders booleans and text from whatever plan data it is given", () => {
    render(
      <PlanTable
        plans={[{ category: "Extras", features: [{ name: "Alarm", basic: true, pro: "Loud" }] }]}
      />,
    );
    expect(row("Alarm")).toEqual(["Included", "Loud"]);
  });
});
