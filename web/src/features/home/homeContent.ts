// docs/product.md §1, no invented statistic; install titles fit one line at 320 px (homeLayout).
export const CLAIMS = [
  { icon: "gauge", title: "Real-time monitoring", text: "Tank level, live" },
  { icon: "power", title: "Automated pump control", text: "Starts and stops itself" },
  { icon: "wrench", title: "15-minute install", text: "Wall mounted" },
  { icon: "headset", title: "24/7 support", text: "All year round" },
] as const;

export const WHY_CHOOSE = [
  {
    icon: "gauge",
    title: "Real-time monitoring",
    text: "See your tank level at a glance on the controller, any time of day or night.",
  },
  {
    icon: "power",
    title: "Automated pump control",
    text: "The pump starts when the level drops and stops when the tank is full. No switches, no guesswork.",
  },
  {
    icon: "bolt",
    title: "Energy saving",
    text: "No overflow and no dry running: the motor runs only as long as it has to, and your power bill shows it.",
  },
  {
    icon: "wrench",
    title: "15-minute install",
    text: "Wall mounted and wired to your motor or your existing starter in about 15 minutes.",
  },
  {
    icon: "headset",
    title: "24/7 support",
    text: "A question at midnight? Our support team answers around the clock, every day of the year.",
  },
  {
    icon: "home",
    title: "Built for Indian homes",
    text: "Runs on 230 V single-phase supply, with sensor cable runs of up to 30 m to reach the terrace tank.",
  },
] as const;

export const STEPS = [
  {
    title: "Choose your controller",
    text: "Smart Controller or Semi Automatic, for direct motor wiring or for your existing starter.",
  },
  {
    title: "Install it in minutes",
    text: "Mount the unit, lower the stainless steel probes into the tank and connect the pump: about 15 minutes, start to finish.",
  },
  {
    title: "Let it run the pump",
    text: "The controller starts and stops the pump by itself, with dry-run protection for the motor.",
  },
  {
    title: "Save water and power",
    text: "No overflow, no dry running, no trips to the terrace: only the water and power you need.",
  },
];

export const PROBLEMS = [
  {
    icon: "overflow",
    title: "Overflowing tanks",
    text: "Water pours off the terrace for minutes before anyone notices.",
    solution: "Automatic cut-off the moment the tank is full.",
  },
  {
    icon: "flame",
    title: "Dry-running motors",
    text: "The sump runs empty and the pump keeps going until it burns out.",
    solution: "Dry-run protection stops the motor in time.",
  },
  {
    icon: "stairs",
    title: "Trips to the terrace",
    text: "Guessing the water level and climbing the stairs to check it.",
    solution: "The level is shown on the controller in real time.",
  },
  {
    icon: "meter",
    title: "High electricity bills",
    text: "Pumps left running far longer than they need to.",
    solution: "The pump runs only as long as the tank needs.",
  },
] as const;

export const IMPACT = [
  { value: "15+", label: "states across India where we are active" },
  { value: "40%", label: "of our profits donated to charity" },
  { value: "24/7", label: "customer support, every day of the year" },
  { value: "~15 min", label: "to install a controller" },
];

/** docs/product.md §3 Banner slide. Every slide's button leads to /products. */
export const BANNER_SLIDES = [
  {
    id: "monitoring",
    title: "Know your tank level. Always.",
    description:
      "AquaSense watches your water tank in real time and runs the pump by itself: it starts when the level drops and stops before the tank overflows.",
    buttonText: "Shop Controllers",
    image: "/images/banner-monitoring.svg",
  },
  {
    id: "savings",
    title: "Save water, power and money",
    description:
      "Automated pump control ends overflow and dry running, so your motor uses only the electricity it needs and not a drop is wasted.",
    buttonText: "Explore Products",
    image: "/images/banner-savings.svg",
  },
  {
    id: "install",
    title: "Installed in about 15 minutes",
    description:
      "Wall mounted, works with your motor or your existing starter, and backed by 24/7 support in 15+ states across India.",
    buttonText: "Find Your Controller",
    image: "/images/banner-install.svg",
  },
];

/** docs/product.md §3 Pricing plans and §9: Basic vs Pro, priced per unit; warranty 1 vs 2 years; Pro keeps a 30-day usage log. */
export type PlanValue = boolean | string;

export interface PlanCategory {
  category: string;
  features: readonly { name: string; basic: PlanValue; pro: PlanValue }[];
}

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
