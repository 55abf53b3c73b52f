import { describe, expect, it } from "vitest";
import { answerIssues, driverModalCode } from "./driver-form-codes";

describe("the BFF's refusal of a driver in the form (account.md §8 Drivers)", () => {
  it.each([
    [
      "a field with a code of the catalogue",
      { issues: [{ path: "date_of_birth", code: "dob_age_limits_exceeded" }] },
      { date_of_birth: "dob_age_limits_exceeded" },
    ],
    ["a code without a text reads as required", { issues: [{ path: "postcode", code: "something_else" }] }, { postcode: "required" }],
    // Nowhere to show it: the default modal with the support phone instead of nothing at all.
    ["no field of the form", { code: "something_else", issues: [{ path: "x", code: "something_else" }] }, null],
    ["no issues", { code: "conflict" }, null],
  ])("%s", (_, answer, expected) => expect(answerIssues(answer)).toEqual(expected));

  it("the age codes are about the driver as a whole: the driver-error modal opens", () => {
    expect(driverModalCode({ date_of_birth: "dob_age_limits_exceeded" })).toBe("dob_age_limits_exceeded");
    expect(driverModalCode({ date_of_birth: "dob_min_age" })).toBeUndefined();
  });
});
