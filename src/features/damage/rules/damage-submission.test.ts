import { describe, expect, it } from "vitest";
import { DAMAGE_DEFECT_TYPES, damageSubmissionIssues, MIN_DAMAGE_DESCRIPTION_LENGTH, occurredOn, type DamageSubmission } from "./damage-submission";

const TODAY = "2026-03-10";
const valid: DamageSubmission = {
  defect_type: "rim",
  not_drivable: false,
  occurred_on: "2026-03-08",
  description: "Kratzer an der Felge hinten links, etwa 30 mm lang, beim Einparken.",
  paths: ["/portal/api/bff/active-fleet/damage-reports/images/p1"],
  street: "Eppendorfer Weg",
  house_number: "57",
  zip: "20259",
  city: "Hamburg",
};
const paths = (issues: ReturnType<typeof damageSubmissionIssues>) => issues.map((issue) => `${issue.path}:${issue.code}`);

describe("damageSubmissionIssues (deals.md §3 damage submission, §5)", () => {
  it("accepts a complete report", () => {
    expect(damageSubmissionIssues(valid, TODAY)).toEqual([]);
  });

  it("knows the 27 defect types of §5", () => {
    expect(DAMAGE_DEFECT_TYPES).toHaveLength(27);
    expect(MIN_DAMAGE_DESCRIPTION_LENGTH).toBe(40);
  });

  it.each([
    // deals.md §7's submission payload has no defect type: a request without it is whole; one that
    // sends the form's field empty is refused, as the form refuses it (§5 technicalDefect; review round 16).
    ["the defect type sent empty", { defect_type: "" }, ["defect_type:required"]],
    ["the defect type sent blank", { defect_type: "  " }, ["defect_type:required"]],
    ["the defect type left out", { defect_type: undefined }, []],
    ["an unknown defect type", { defect_type: "dragon" }, ["defect_type:one_of"]],
    ["a description of 39 characters", { description: "x".repeat(39) }, ["description:min_length"]],
    ["a description of 2000 characters, the form's limit", { description: "x".repeat(2000) }, []],
    ["a description of 2001 characters", { description: "x".repeat(2001) }, ["description:max"]],
    ["a description of 40 characters", { description: "x".repeat(40) }, []],
    ["39 characters padded with spaces", { description: ` ${"x".repeat(39)}   ` }, ["description:min_length"]],
    ["no description", { description: "" }, ["description:required"]],
    ["no photo", { paths: [] }, ["paths:required"]],
    ["not drivable: neither description nor photo needed", { not_drivable: true, description: "", paths: [] }, []],
    ["no street, city, house number", { street: "", city: " ", house_number: "" }, ["street:required", "house_number:required", "city:required"]],
    ["a street of 101 characters", { street: "s".repeat(101) }, ["street:max"]],
    ["a 4-digit postcode", { zip: "2025" }, ["zip:invalid"]],
    ["letters in the postcode", { zip: "2025a" }, ["zip:invalid"]],
    ["no postcode", { zip: "" }, ["zip:required"]],
    // deals.md §5 "Postcode … mainland only": the form refuses it, so does the BFF (it took it before).
    ["an island postcode (Hiddensee)", { zip: "18565" }, ["zip:postcode_not_deliverable"]],
    ["an unknown day", { occurred_on: null }, []],
    // §5 "date shows 'Dies ist ein Pflichtfeld.' when empty", unless the form says it is unknown.
    ["no day, though not unknown", { occurred_on: null, unknown_date: false }, ["occurred_on:required"]],
    ["no day sent, though not unknown", { occurred_on: undefined, unknown_date: false }, ["occurred_on:required"]],
    ["an empty day, though not unknown", { occurred_on: "", unknown_date: false }, ["occurred_on:required"]],
    ["no day, unknown", { occurred_on: null, unknown_date: true }, []],
    ["a day, not unknown", { unknown_date: false }, []],
    ["today, the latest day (inclusive)", { occurred_on: TODAY }, []],
    ["tomorrow, a day after the latest", { occurred_on: "2026-03-11" }, ["occurred_on:date_in_future"]],
    // The display format is no wire day (`occurredOn` below): refused as invalid, not as a day ahead.
    ["a German date tomorrow", { occurred_on: "11.03.2026" }, ["occurred_on:invalid"]],
    ["line breaks in the description", { description: `${"x".repeat(20)}\n\t${"y".repeat(20)}` }, []],
    ["a bell in the description", { description: `${"x".repeat(40)}\u0007` }, ["description:invalid"]],
    ["a NUL in the street", { street: "Weg\u0000" }, ["street:invalid"]],
    ["the country Germany", { country: "Germany" }, []],
    ["another country", { country: "Austria" }, ["country:one_of"]],
  ] as const)("%s → %j", (_case, change, expected) => {
    expect(paths(damageSubmissionIssues({ ...valid, ...change }, TODAY))).toEqual(expected);
  });
});

describe("occurredOn: the day it happened is sent YYYY-MM-DD, as every day of a payload (deals.md §5, §7)", () => {
  it.each([
    ["a day, as the form sends it", "2026-03-08", "2026-03-08"],
    ["a day with spaces around", " 2026-03-08 ", "2026-03-08"],
    ["29 February of a leap year", "2024-02-29", "2024-02-29"],
    ["not given (unknown)", null, null],
    ["left out", undefined, null],
    ["empty", "", null],
    ["the display format DD.MM.YYYY", "08.03.2026", "invalid"],
    ["the display format, as the acceptance review saw it sent", "27.11.2026", "invalid"],
    ["30 February", "2026-02-30", "invalid"],
    ["29 February of another year", "2026-02-29", "invalid"],
    ["an American date", "03/08/2026", "invalid"],
    ["a timestamp", "2026-03-08T10:00:00Z", "invalid"],
    ["no zero padding", "2026-3-8", "invalid"],
  ] as const)("%s: %j → %j", (_case, value, expected) => {
    expect(occurredOn(value)).toBe(expected);
  });

  it.each([
    ["2026-03-08", []],
    ["08.03.2026", ["occurred_on:invalid"]],
    ["30.02.2026", ["occurred_on:invalid"]],
  ] as const)("a report with the day %j → %j", (day, expected) => {
    expect(paths(damageSubmissionIssues({ ...valid, occurred_on: day }, TODAY))).toEqual(expected);
  });
});
