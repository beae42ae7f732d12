/** The shop's public contact details, in one place for the footer (and any page that needs them). */
export const SHOP_CONTACT = {
  name: "AquaSense",
  legalName: "AquaSense Smart Water Pvt. Ltd.",
  addressLines: [
    "2nd Floor, 14 Residency Road",
    "Shanthala Nagar, Bengaluru",
    "Karnataka 560025, India",
  ],
  phone: "+91 80 4718 2290",
  phoneHref: "tel:+918047182290",
  email: "support@aquasense.in",
  supportHours: "Support 24/7, all year",
} as const;

/** Plain outbound links; nothing from these networks is loaded by the shop. */
export const SOCIAL_LINKS = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/aquasense.in" },
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/aquasense.in" },
  { network: "youtube", label: "YouTube", href: "https://www.youtube.com/@aquasense-in" },
  { network: "x", label: "X", href: "https://x.com/aquasense_in" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/aquasense-in" },
] as const;
