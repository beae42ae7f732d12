export interface Value {
  title: string;
  text: string;
}

export const VALUES: readonly Value[] = [
  {
    title: "Water first",
    text: "Every litre that overflows from a terrace tank is a litre someone else goes without. Our controllers stop the pump the moment the tank is full.",
  },
  {
    title: "Made for Indian homes",
    text: "230 V single-phase supply, long cable runs to the terrace, motors and starters of every kind: we design for the homes our customers actually live in.",
  },
  {
    title: "Support that never sleeps",
    text: "Pumps do not keep office hours, so neither do we. Our support team is there 24/7, every day of the year.",
  },
];
