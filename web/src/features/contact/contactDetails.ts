/**
 * How to reach the shop (spec §2 Contact). Kept here until the layout owns
 * shared contact constants; the e-mail matches the functions' SHOP_ADMIN_EMAIL.
 */
export const CONTACT_DETAILS = {
  company: "AquaSense Technologies",
  addressLines: ["4th Floor, Shivaji Tower, FC Road", "Shivajinagar, Pune, Maharashtra 411005"],
  phone: "+91 98765 43210",
  phoneHref: "tel:+919876543210",
  email: "support@aquasense.in",
  hours: "Support 24/7, every day of the year",
  mapsUrl:
    "https://www.google.com/maps/search/?api=1&query=" +
    encodeURIComponent("Shivaji Tower, FC Road, Shivajinagar, Pune 411005"),
} as const;
