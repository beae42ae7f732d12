import { SHOP_CONTACT } from "../../config/shopContact";

/** A full map for directions, opened only when the shopper asks for one. */
export const DIRECTIONS_URL =
  "https://www.google.com/maps/search/?api=1&query=" +
  encodeURIComponent([SHOP_CONTACT.legalName, ...SHOP_CONTACT.addressLines].join(", "));

/** firebase.json's frame-src names exactly this origin (docs/hosting.md). */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** SHOP_CONTACT's address (14 Residency Road, Bengaluru) as latitude, longitude. */
export const OFFICE_LOCATION = { lat: "12.9681", lon: "77.6046" } as const;

/** About 1.3 km across: ±0.006° longitude, ±0.004° latitude around the office's marker. */
export const MAP_EMBED_URL =
  `${MAP_EMBED_ORIGIN}/export/embed.html?bbox=77.5986%2C12.9641%2C77.6106%2C12.9721` +
  `&layer=mapnik&marker=${OFFICE_LOCATION.lat}%2C${OFFICE_LOCATION.lon}`;
