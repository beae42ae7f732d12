import { describe, expect, it } from "vitest";
import { splitGross } from "..";

describe("splitGross: prices include GST at 18%", () => {
  it.each([
    // gross, taxable = round(gross * 100 / 118), GST = gross - taxable
    [11800, 10000, 1800],
    [39900, 33814, 6086],
    [79800, 67627, 12173],
    [1, 1, 0],
    [0, 0, 0],
    [59, 50, 9],
  ])("%i paise is %i taxable + %i GST", (gross, taxable, gst) => {
    expect(splitGross(gross)).toEqual({ taxable, gst });
  });
});
