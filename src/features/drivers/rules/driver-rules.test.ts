import { describe, expect, it } from "vitest";
import { inBerlin } from "@/lib/clock";
import {
  driverFacts,
  driverIssues,
  EXTRA_DRIVER_FEE_EUR,
  hasExtraDriverFee,
  initialDriverStatus,
  isYoungDriverCriteriaUnmet,
  isDriverDeletable,
  isDriverListed,
  knownDriverFacts,
  licenceFileIssue,
  needsDeleteConfirmation,
  wholeYearsBetween,
  type DriverDraft,
} from "./driver-rules";

const NOW = inBerlin("2026-11-25T10:00:00+01:00");

const valid: DriverDraft = {
  relationship_type: "relative_type_1",
  firstname: "Lena",
  lastname: "Fahrer",
  date_of_birth: "15.03.1990",
  driver_license_issue_date: "01.06.2010",
  postcode: "10115",
  agreed_to_terms: true,
  confirmed_truthful_data: true,
};

describe("wholeYearsBetween", () => {
  it.each([
    ["2009-11-25", "2026-11-25", 17],
    ["2009-11-26", "2026-11-25", 16],
    ["2000-02-29", "2017-02-28", 16],
    ["2000-02-29", "2017-03-01", 17],
  ])("%s to %s: %i years", (from, to, years) => expect(wholeYearsBetween(from, to)).toBe(years));
});

describe("minimum age 17 (account.md §5, §9)", () => {
  it.each([
    ["25.11.2009", []], // 17 today
    ["26.11.2009", ["dob_min_age"]], // 17 tomorrow
    ["01.01.2015", ["dob_min_age"]],
    ["26.11.1905", []], // 120, 121 tomorrow
    ["25.11.1905", ["dob_age_limits_exceeded"]], // 121 today: §8 "does not meet the age requirements"
    ["26.11.2026", ["date_in_future"]],
    ["31.02.1990", ["date_invalid"]],
    ["", ["required"]],
  ])("born %j: %j", (date_of_birth, codes) => {
    // A licence held since yesterday keeps the licence date valid for every birth date above.
    const draft = { ...valid, date_of_birth, driver_license_issue_date: "24.11.2026" };
    expect(
      driverIssues(draft, NOW)
        .filter((i) => i.path === "date_of_birth")
        .map((i) => i.code),
    ).toEqual(codes);
  });
});

describe("the other fields (account.md §5 Driver, §8 codes)", () => {
  it("a complete driver has no issues", () => expect(driverIssues(valid, NOW)).toEqual([]));
  it.each<[Partial<DriverDraft>, string, string]>([
    [{ relationship_type: "" }, "relationship_type", "required"],
    [{ relationship_type: "neighbour" }, "relationship_type", "required"],
    [{ firstname: " " }, "firstname", "required"],
    [{ lastname: "x".repeat(101) }, "lastname", "max"],
    [{ firstname: "Le\u000bna" }, "firstname", "invalid"],
    [{ driver_license_issue_date: "" }, "driver_license_issue_date", "required"],
    [{ driver_license_issue_date: "2010-06-01" }, "driver_license_issue_date", "date_invalid"],
    [{ driver_license_issue_date: "26.11.2026" }, "driver_license_issue_date", "date_in_future"],
    [{ driver_license_issue_date: "01.01.1989" }, "driver_license_issue_date", "licence_before_birth"],
    [{ postcode: "" }, "postcode", "required"],
    [{ postcode: "1011" }, "postcode", "postcode_invalid"],
    [{ postcode: "101155" }, "postcode", "postcode_invalid"],
    [{ postcode: "1011a" }, "postcode", "postcode_invalid"],
    // Shared form rules "mainland only": Sylt and Helgoland, islands without a road link.
    [{ postcode: "25999" }, "postcode", "postcode_not_deliverable"],
    [{ postcode: "27498" }, "postcode", "postcode_not_deliverable"],
    [{ agreed_to_terms: false }, "agreed_to_terms", "agree_to_terms_invalid"],
    [{ confirmed_truthful_data: false }, "confirmed_truthful_data", "truthful_data_invalid"],
  ])("%j → %s %s", (change, path, code) => {
    expect(driverIssues({ ...valid, ...change }, NOW)).toEqual([{ path, code }]);
  });
});

describe("the extra-fee banner, 19 EUR a month: under 23, over 65, licence under 2 years (account.md §5, §9)", () => {
  it("the fee is 19 EUR", () => expect(EXTRA_DRIVER_FEE_EUR).toBe(19));
  it.each([
    ["1990-03-15", "2010-06-01", false, "active"], // 36, 16 years
    ["2003-11-26", "2020-01-01", true, "pending"], // 22 (23 tomorrow)
    ["2003-11-25", "2020-01-01", false, "active"], // 23 today
    ["1961-11-25", "1980-01-01", false, "active"], // 65 today
    ["1960-11-25", "1980-01-01", true, "pending"], // 66
    ["1990-03-15", "2024-11-26", true, "pending"], // licence 1 year 364 days
    ["1990-03-15", "2024-11-25", false, "active"], // licence 2 years today
  ])("born %s, licence %s: fee %s, status %s", (birth, licence, fee, status) => {
    const facts = driverFacts(birth, licence, NOW);
    expect(hasExtraDriverFee(facts)).toBe(fee);
    expect(initialDriverStatus(facts)).toBe(status);
  });
});

describe("the extra-fee banner from the dates typed so far: the age alone, the licence once its date is known (account.md §5, §9)", () => {
  it.each<[string | null, string | null, boolean]>([
    ["2003-11-26", null, true], // 22, no licence date yet
    ["2003-11-25", null, false], // 23 today
    ["1961-11-25", null, false], // 65 today
    ["1960-11-25", null, true], // 66
    ["1960-11-26", null, false], // 65, 66 tomorrow
    ["1990-03-15", null, false], // 36: the licence decides, once typed
    ["1990-03-15", "2024-11-25", false], // licence exactly 2 years
    ["1990-03-15", "2024-11-26", true], // licence 2 years less a day
    ["2003-11-25", "2024-11-26", true], // 23, licence 2 years less a day
    ["2003-11-26", "2010-01-01", true], // 22, an old licence
    ["2003-11-26", "2024-11-26", false], // 22, licence under 2 years: refused (§8 dob_young_driver_criteria_unmet), no fee offered
    ["2003-11-26", "2024-11-25", true], // 22, licence exactly 2 years: the fee
    [null, "2024-11-26", true], // licence 2 years less a day, no birth date yet
    [null, "2024-11-25", false],
    [null, null, false], // nothing typed
  ])("born %s, licence %s: banner %s", (birth, licence, banner) => {
    expect(hasExtraDriverFee(knownDriverFacts(birth, licence, NOW))).toBe(banner);
  });
});

describe("young driver criteria: under 23 needs the licence for 2 years (account.md §5, §8)", () => {
  it.each([
    ["2003-11-26", "2024-11-25", false], // 22, licence 2 years
    ["2003-11-26", "2024-11-26", true], // 22, licence just under 2 years
    ["2003-11-25", "2026-01-01", false], // 23: the extra-fee case instead
    ["2009-11-25", "2026-11-01", true], // 17
  ])("born %s, licence %s: refused %s", (birth, licence, refused) => {
    expect(isYoungDriverCriteriaUnmet(driverFacts(birth, licence, NOW))).toBe(refused);
  });
});

describe("licence files: jpg, jpeg, png, pdf, heic, at most 10485760 bytes (account.md §5)", () => {
  it.each([
    [null, "required"],
    [{ name: "front.jpg", size: 1000 }, null],
    [{ name: "front.JPEG", size: 1000 }, null],
    [{ name: "front.png", size: 10_485_760 }, null],
    [{ name: "front.pdf", size: 10_485_761 }, "file_too_large"],
    [{ name: "front.heic", size: 5 }, null],
    [{ name: "front.gif", size: 5 }, "file_type_not_accepted"],
    [{ name: "front", size: 5 }, "file_type_not_accepted"],
  ])("%j → %j", (file, issue) => expect(licenceFileIssue(file)).toBe(issue));
});

describe("deleting (account.md §4)", () => {
  it.each([
    ["active", true, true, true],
    ["pending", false, true, true],
    ["inactive", true, true, true],
    ["rejected", true, false, true],
    ["deleted", false, true, false],
  ] as const)("%s: deletable %s, confirmation %s, listed %s", (status, deletable, confirm, listed) => {
    expect(isDriverDeletable(status)).toBe(deletable);
    expect(needsDeleteConfirmation(status)).toBe(confirm);
    expect(isDriverListed(status)).toBe(listed);
  });
});
