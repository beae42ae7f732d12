/** docs/product.md §3 Pricing plans and §9: Basic vs Pro, priced per unit; warranty 1 vs 2 years; Pro keeps a 30-day usage log. */
export type PlanValue = boolean | string;

export interface PlanFeature {
  name: string;
  basic: PlanValue;
  pro: PlanValue;
}

export interface PlanCategory {
  category: string;
  features: readonly PlanFeature[];
}

export const PLAN_NAMES = { basic: "Basic Plan", pro: "Pro Plan" } as const;

export const PLAN_COMPARISON: readonly PlanCategory[] = [
  {
    category: "Monitoring",
    features: [
      { name: "Real-time tank level monitoring", basic: true, pro: true },
      { name: "Usage log", basic: false, pro: "Last 30 days" },
    ],
  },
  {
    category: "Pump control",
    features: [
      { name: "Automatic pump start and stop", basic: true, pro: true },
      { name: "Dry-run protection", basic: true, pro: true },
      { name: "Overflow prevention", basic: true, pro: true },
    ],
  },
  {
    category: "Installation",
    features: [
      { name: "Installation time", basic: "About 15 minutes", pro: "About 15 minutes" },
      { name: "Works with motor or starter", basic: true, pro: true },
    ],
  },
  {
    category: "Support and warranty",
    features: [
      { name: "24/7 customer support", basic: true, pro: true },
      { name: "Warranty", basic: "1 year", pro: "2 years" },
    ],
  },
  {
    category: "Pricing",
    features: [{ name: "Billing", basic: "Per unit", pro: "Per unit" }],
  },
];
