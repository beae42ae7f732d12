/** docs/product.md §3 Banner slide. Every slide's button leads to /products. */
export interface BannerSlide {
  id: string;
  title: string;
  description: string;
  buttonText: string;
  image: string;
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
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
