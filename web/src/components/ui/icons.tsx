import type { SVGProps } from "react";

/** Inline icons (no icon font, no network), one path each, keyed by name so content stays data. */
const PATHS = {
  cart: "M7.5 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0zM16.5 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0zM2.5 3h2.6l2.3 11.2a2 2 0 0 0 2 1.6h8.1a2 2 0 0 0 2-1.5L21.5 7H6",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  chevronDown: "M6 9l6 6 6-6",
  chevronLeft: "M15 18l-6-6 6-6",
  chevronRight: "M9 18l6-6-6-6",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  check: "M5 12.5l4.5 4.5L19 7.5",
  cross: "M7 7l10 10M17 7L7 17",
  trash: "M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13",
  orders: "M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6",
  logout: "M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11",
  pause: "M9 5v14M15 5v14",
  play: "M7 4.5v15l12-7.5z",
  pin: "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM9.5 9.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0z",
  phone:
    "M5 3.5h3.2l1.6 4.3-2.2 1.5a11 11 0 0 0 7.1 7.1l1.5-2.2 4.3 1.6V19a2 2 0 0 1-2.2 2A17 17 0 0 1 3 5.7 2 2 0 0 1 5 3.5z",
  mail: "M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3.5 6.5L12 13l8.5-6.5",
  clock: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0zM12 7v5l3 2",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0z",
  eyeOff:
    "M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2",
  gauge: "M4 17a8 8 0 1 1 16 0M12 17l4-5M10.8 17a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0z",
  power: "M12 3v8M7 6.3a8 8 0 1 0 10 0",
  bolt: "M13 3L5 14h6l-1 7 8-11h-6z",
  wrench:
    "M14.7 6.3a4 4 0 0 0-5.4 5.2L4 16.8 7.2 20l5.3-5.3a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.6-.6-.6-2.6z",
  headset:
    "M4 14v-2a8 8 0 0 1 16 0v2M19 20a3 3 0 0 1-3 2h-2M4.5 14h1A1.5 1.5 0 0 1 7 15.5v3A1.5 1.5 0 0 1 5.5 20h-1A1.5 1.5 0 0 1 3 18.5v-3A1.5 1.5 0 0 1 4.5 14zM18.5 14h1a1.5 1.5 0 0 1 1.5 1.5v3a1.5 1.5 0 0 1-1.5 1.5h-1a1.5 1.5 0 0 1-1.5-1.5v-3a1.5 1.5 0 0 1 1.5-1.5z",
  home: "M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5",
  overflow: "M5 8h14v12H5zM5 8c-1.5 1.5-2 3-2 5M19 8c1.5 1.5 2 3 2 5M8 12h8",
  flame: "M12 3s5 4.5 5 9.5A5 5 0 0 1 7 12.5c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3 1-6 1-8z",
  stairs: "M3 20h5v-4h4v-4h4V8h5",
  meter:
    "M6 3h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h8M8 12h3M8 16h5",
  // The social networks' filled marks (the footer draws them with fill="currentColor", no stroke);
  // Instagram's rings are holes because their inner edges turn the other way.
  facebook:
    "M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.4 4C12 4 10.5 5.5 10.5 8.1v2.4H8v3h2.5V21z",
  instagram:
    "M8.5 2.5h7a6 6 0 0 1 6 6v7a6 6 0 0 1-6 6h-7a6 6 0 0 1-6-6v-7a6 6 0 0 1 6-6zM8.5 4.5a4 4 0 0 0-4 4v7a4 4 0 0 0 4 4h7a4 4 0 0 0 4-4v-7a4 4 0 0 0-4-4zM7 12a5 5 0 1 1 10 0a5 5 0 1 1-10 0zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0zM16.1 6.7a1.2 1.2 0 1 1 2.4 0a1.2 1.2 0 1 1-2.4 0z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z",
  x: "M17.2 3.5h3l-6.6 7.6 7.8 9.4h-6.1l-4.8-5.8-5.5 5.8h-3l7-7.5L1.6 3.5h6.2l4.3 5.3zm-1 15.2h1.7L7 5.2H5.2z",
  linkedin:
    "M4.5 9h3.2v11H4.5zM6.1 3.5a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8zM9.8 9h3v1.5h.1c.4-.8 1.5-1.8 3.2-1.8 3.4 0 4 2.2 4 5.1V20h-3.2v-5.4c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H9.8z",
};

export type IconName = keyof typeof PATHS;

type IconProps = SVGProps<SVGSVGElement> & { name: IconName; size?: number };

/** Decorative: the control or text beside it carries the name. */
export function Icon({ name, size = 24, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
