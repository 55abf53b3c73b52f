import { describe, expect, it } from "vitest";
import { contactEntryProblem, newCompanyContactSchema } from "./company-contact";

const valid = { email: "neu@flottenwerk.de", phoneNumber: "+4930123456", firstName: "Zoë", lastName: "O'Brien-Müller" };

/** The create-contact dialog's message for an entry (account.md §5 Business and shared form rules), the BFF's refusal alike. */
function problemOf(change: Partial<typeof valid>) {
  try {
    newCompanyContactSchema.validateSync({ ...valid, ...change });
    return null;
  } catch (error) {
    return contactEntryProblem(error as { path?: string; type?: string });
  }
}

describe("a new company contact (account.md §5 Business, shared rules: names 1 to 100 of the name pattern)", () => {
  it.each([
    ["a complete entry", {}, null],
    ["a last name of 100 characters", { lastName: "a".repeat(100) }, null],
    ["a last name of 101 characters", { lastName: "a".repeat(101) }, "nameTooLong"],
    ["a first name of 101 characters", { firstName: "a".repeat(101) }, "nameTooLong"],
    ["a digit in a name", { firstName: "Jo3" }, "invalidName"],
    ["an empty last name", { lastName: "" }, "incomplete"],
    ["an email without a domain", { email: "neu@" }, "invalidEmail"],
    ["a phone of letters", { phoneNumber: "abcdef" }, "invalidPhone"],
    ["a mobile number too short to be one (deals.md §5: valid for the region)", { phoneNumber: "0171 12" }, "invalidPhone"],
    ["a number with spaces (deals.md §5: no spaces or hyphens)", { phoneNumber: "0171 1234567" }, "invalidPhone"],
    ["a number with a hyphen", { phoneNumber: "0171-1234567" }, "invalidPhone"],
    ["a mobile number in the national form", { phoneNumber: "01711234567" }, null],
    ["an Austrian number", { phoneNumber: "+4315321234" }, null],
  ] as const)("the dialog's message for %s: %s", (_, change, expected) => {
    expect(problemOf(change)).toBe(expected);
  });
});
