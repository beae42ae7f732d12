import { SHOP_CONTACT } from "../../config/shopContact";

/** A full map for directions, opened only when the shopper asks for one. */
export const DIRECTIONS_URL =
  "https://www.google.com/maps/search/?api=1&query=" +
  encodeURIComponent([SHOP_CONTACT.legalName, ...SHOP_CONTACT.addressLines].join(", "));
