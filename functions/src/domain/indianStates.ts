// States and union territories with their GST state codes (the first two digits of a GSTIN) and the
// pincode ranges India Post gives them, by the first three digits; where ranges overlap (a UT inside
// a state's range, or a shared sorting district) either answer is accepted.

export interface IndianState {
  code: string;
  name: string;
  pincodes: readonly (readonly [number, number])[];
}

const state = (code: string, name: string, ...pincodes: [number, number][]): IndianState => ({
  code,
  name,
  pincodes,
});

export const INDIAN_STATES: readonly IndianState[] = [
  state("35", "Andaman and Nicobar Islands", [744, 744]),
  state("37", "Andhra Pradesh", [515, 535]),
  state("12", "Arunachal Pradesh", [790, 792]),
  state("18", "Assam", [781, 788]),
  state("10", "Bihar", [800, 855]),
  state("04", "Chandigarh", [160, 160]),
  state("22", "Chhattisgarh", [490, 497]),
  state("26", "Dadra and Nagar Haveli and Daman and Diu", [362, 362], [396, 396]),
  state("07", "Delhi", [110, 110]),
  state("30", "Goa", [403, 403]),
  state("24", "Gujarat", [360, 396]),
  state("06", "Haryana", [121, 136]),
  state("02", "Himachal Pradesh", [171, 177]),
  state("01", "Jammu and Kashmir", [180, 194]),
  state("20", "Jharkhand", [813, 835]),
  state("29", "Karnataka", [560, 591]),
  state("32", "Kerala", [670, 695]),
  state("38", "Ladakh", [194, 194]),
  state("31", "Lakshadweep", [682, 682]),
  state("23", "Madhya Pradesh", [450, 488]),
  state("27", "Maharashtra", [400, 445]),
  state("14", "Manipur", [795, 795]),
  state("17", "Meghalaya", [793, 794]),
  state("15", "Mizoram", [796, 796]),
  state("13", "Nagaland", [797, 798]),
  state("21", "Odisha", [751, 770]),
  state("34", "Puducherry", [533, 533], [605, 605], [609, 609], [673, 673]),
  state("03", "Punjab", [140, 160]),
  state("08", "Rajasthan", [301, 345]),
  state("11", "Sikkim", [737, 737]),
  state("33", "Tamil Nadu", [600, 643]),
  state("36", "Telangana", [500, 509]),
  state("16", "Tripura", [799, 799]),
  state("09", "Uttar Pradesh", [201, 285]),
  state("05", "Uttarakhand", [244, 249], [262, 263]),
  state("19", "West Bengal", [700, 743]),
];

export const stateByCode = (code: string) => INDIAN_STATES.find((s) => s.code === code);

export const stateByName = (name: string) => INDIAN_STATES.find((s) => s.name === name);

/** Whether a six-digit pincode lies in the state's ranges. */
export function pincodeInState(pincode: string, stateName: string): boolean {
  const found = stateByName(stateName);
  if (!found || !/^[1-9]\d{5}$/.test(pincode)) return false;
  const prefix = Number(pincode.slice(0, 3));
  return found.pincodes.some(([from, to]) => prefix >= from && prefix <= to);
}
