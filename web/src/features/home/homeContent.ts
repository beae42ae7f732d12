import type { IconName } from "../../components/ui/icons";

// Claims stay within docs/product.md §1 (no invented statistic); install titles stay one line at
// 320 px (tests/e2e/homeLayout.test.ts), so "about 15 minutes" is in the text.
export interface Benefit {
  icon: IconName;
  title: string;
  text: string;
}

export const CLAIMS: readonly Benefit[] = [
  { icon: "gauge", title: "Real-time monitoring", text: "Tank level, live" },
  { icon: "power", title: "Automated pump control", text: "Starts and stops itself" },
  { icon: "wrench", title: "15-minute install", text: "Wall mounted" },
  { icon: "headset", title: "24/7 support", text: "All year round" },
];

export const WHY_CHOOSE: readonly Benefit[] = [
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
];

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

export interface Problem {
  icon: IconName;
  problem: string;
  text: string;
  solution: string;
}

export const PROBLEMS: readonly Problem[] = [
  {
    icon: "overflow",
    problem: "Overflowing tanks",
    text: "Water pours off the terrace for minutes before anyone notices.",
    solution: "Automatic cut-off the moment the tank is full.",
  },
  {
    icon: "flame",
    problem: "Dry-running motors",
    text: "The sump runs empty and the pump keeps going until it burns out.",
    solution: "Dry-run protection stops the motor in time.",
  },
  {
    icon: "stairs",
    problem: "Trips to the terrace",
    text: "Guessing the water level and climbing the stairs to check it.",
    solution: "The level is shown on the controller in real time.",
  },
  {
    icon: "meter",
    problem: "High electricity bills",
    text: "Pumps left running far longer than they need to.",
    solution: "The pump runs only as long as the tank needs.",
  },
];

export const IMPACT = [
  { value: "15+", label: "states across India where we are active" },
  { value: "40%", label: "of our profits donated to charity" },
  { value: "24/7", label: "customer support, every day of the year" },
  { value: "~15 min", label: "to install a controller" },
];
