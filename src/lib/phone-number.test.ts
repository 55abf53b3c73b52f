import { describe, expect, it } from "vitest";
import { formatPhoneNumber } from "./phone-number";

describe("formatPhoneNumber (a stored number as people read it)", () => {
  it.each([
    ["+4922160987671", "+49 221 60987671"],
    ["+4930609876500", "+49 30 609876500"],
    ["+4915112340311", "+49 1511 2340311"],
    ["040123456", "+49 40 123456"],
    ["0171 1234567", "+49 171 1234567"],
    ["12345", "12345"],
    ["", ""],
  ])("%s → %s", (stored, shown) => {
    expect(formatPhoneNumber(stored)).toBe(shown);
  });
});
