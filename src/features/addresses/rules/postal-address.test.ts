import { describe, expect, it } from "vitest";
import { describeAddressIssue, formatPostalAddress, postalAddressIssues, type ContactAddress } from "./postal-address";

/** deals.md §5: street, house number, city 1 to 100 characters; postcode exactly 5 digits, on the mainland. */
const valid: ContactAddress = { firstname: "Anna", lastname: "Aktiv", street: "Eppendorfer Weg", house_number: "57", zip: "20259", city: "Hamburg" };
const codes = (address: ContactAddress, options = {}) => postalAddressIssues(address, options).map((issue) => `${issue.path}:${issue.code}`);

describe("a postal address (deals.md §5, one rule for damage, service, handover and pickup)", () => {
  it.each<[string, Partial<ContactAddress>, string[]]>([
    ["a complete address", {}, []],
    ["no street", { street: "  " }, ["street:required"]],
    ["100 characters", { city: "x".repeat(100) }, []],
    ["101 characters", { city: "x".repeat(101) }, ["city:max"]],
    ["a control character", { street: "Weg\u0007" }, ["street:invalid"]],
    ["4 digits", { zip: "2025" }, ["zip:invalid"]],
    ["6 digits", { zip: "202591" }, ["zip:invalid"]],
    ["letters", { zip: "2025a" }, ["zip:invalid"]],
    ["no postcode", { zip: "" }, ["zip:required"]],
    // The damage report's and the service request's places too: their forms refuse it, so does the BFF.
    ["an island without a road link (Sylt)", { zip: "25980" }, ["zip:postcode_not_deliverable"]],
    ["Hiddensee", { zip: "18565" }, ["zip:postcode_not_deliverable"]],
  ])("%s: %j", (_, change, expected) => {
    expect(codes({ ...valid, ...change })).toEqual(expected);
  });

  it.each<[string, Partial<ContactAddress>, string[]]>([
    ["names asked", { firstname: "", lastname: "y".repeat(101) }, ["firstname:required", "lastname:max"]],
    // deals.md §5 "Name pattern": letters including accented European letters, space, comma, period, apostrophe, hyphen
    ["names of the pattern", { firstname: "Zoë-Élodie", lastname: "O'Brien, Jr." }, []],
    ["a digit in a name", { firstname: "Anna123" }, ["firstname:invalid"]],
    ["markup in a name", { lastname: "<b>x</b>" }, ["lastname:invalid"]],
    ["a mainland postcode", { zip: "10115" }, []],
  ])("handover and pickup, %s: %j", (_, change, expected) => {
    expect(codes({ ...valid, ...change }, { names: true })).toEqual(expected);
  });

  it("names the field as the body does, for developers", () => {
    expect(describeAddressIssue("return_street", { path: "street", code: "required" })).toBe("return_street is required.");
    expect(describeAddressIssue("zip", { path: "zip", code: "invalid" })).toBe("The postcode has 5 digits.");
  });

  it("writes an address on one line", () => {
    expect(formatPostalAddress(valid)).toBe("Eppendorfer Weg 57, 20259 Hamburg");
  });
});
