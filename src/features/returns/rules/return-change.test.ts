import { describe, expect, it } from "vitest";
import {
  berlinPreferredReturnDate,
  compoundLocations,
  RETURN_EFFORT_FEE_EUR,
  RETURN_SHORT_TERM_FEE_EUR,
  returnAvailabilities,
  returnChangeFee,
  type ReturnFields,
} from "./return-change";

const booked: ReturnFields = {
  return_type: "PICKUP",
  preferred_return_date: "2026-04-17T09:00:00+02:00",
  return_firstname: "Anna",
  return_lastname: "Aktiv",
  return_street: "Eppendorfer Weg",
  return_housenumber: "57",
  return_zip: "20259",
  return_city: "Hamburg",
  return_address_extra: null,
  return_phone_number: "+4915112345601",
  return_email: null,
};

describe("returnAvailabilities (deals.md §3 Available dates, §9 depot 9-12 and 13-15)", () => {
  const dates = (type: "PICKUP" | "SELF_RETURN", returnDay: string | null, today: string, postcode?: string) =>
    returnAvailabilities({ type, returnDay, today, postcode }).map((date) => date.date);

  it("offers the working days of the 14 days up to the return day, without Easter Monday, with the depot's slots", () => {
    expect(dates("PICKUP", "2026-04-19", "2026-03-10")).toEqual([
      "2026-04-07",
      "2026-04-08",
      "2026-04-09",
      "2026-04-10",
      "2026-04-13",
      "2026-04-14",
      "2026-04-15",
      "2026-04-16",
      "2026-04-17",
    ]);
    const [first] = returnAvailabilities({ type: "SELF_RETURN", returnDay: "2026-04-19", today: "2026-03-10" });
    expect(first?.available_slots.map((slot) => slot.formatted_time)).toEqual([
      "09:00-10:00",
      "10:00-11:00",
      "11:00-12:00",
      "13:00-14:00",
      "14:00-15:00",
    ]);
  });

  it.each([
    [
      "the range starts 3 days ahead when the return is close",
      "2026-03-20",
      "2026-03-10",
      ["2026-03-13", "2026-03-16", "2026-03-17", "2026-03-18", "2026-03-19", "2026-03-20"],
    ],
    ["nothing when the return day is less than 3 days away", "2026-03-12", "2026-03-10", []],
    ["nothing once the return day passed", "2026-03-01", "2026-03-10", []],
    ["nothing without a return day", null, "2026-03-10", []],
  ])("%s", (_name, returnDay, today, expected) => {
    expect(dates("SELF_RETURN", returnDay, today)).toEqual(expected);
  });

  it.each([
    ["a Saturday inside the lead days joins the dates", { day: "2026-03-14", time: "09:00" }, ["2026-03-14", "2026-03-16", "2026-03-17"], ["09:00"]],
    [
      "an offered day keeps its slots",
      { day: "2026-03-16", time: "10:00" },
      ["2026-03-16", "2026-03-17"],
      ["09:00", "10:00", "11:00", "13:00", "14:00"],
    ],
    [
      "a time outside the slots joins its day",
      { day: "2026-03-16", time: "12:00" },
      ["2026-03-16", "2026-03-17"],
      ["09:00", "10:00", "11:00", "12:00", "13:00", "14:00"],
    ],
    ["a day passed does not", { day: "2026-03-09", time: "09:00" }, ["2026-03-16", "2026-03-17"], null],
  ])("the booked appointment stays choosable while ahead: %s (deals.md §9 phone number always free)", (_name, booked, expected, slots) => {
    const offered = returnAvailabilities({ type: "PICKUP", returnDay: "2026-03-17", today: "2026-03-12", booked });
    expect(offered.map((date) => date.date)).toEqual(expected);
    if (slots) expect(offered.find((date) => date.date === booked.day)?.available_slots.map((slot) => slot.value)).toEqual(slots);
  });

  it.each([
    ["PICKUP", "26548", 0],
    ["PICKUP", "2025", 0],
    ["PICKUP", "20259", 9],
    ["SELF_RETURN", "26548", 9],
  ] as const)("%s to the postcode %s offers %i dates (no pickup on islands, deals.md §5)", (type, postcode, count) => {
    expect(dates(type, "2026-04-19", "2026-03-10", postcode)).toHaveLength(count);
  });
});

describe("returnChangeFee (deals.md §9)", () => {
  const fee = (requested: Partial<ReturnFields>, returnDay: string, preparationStarted = false, current = booked) =>
    returnChangeFee({ current, requested: { ...booked, ...requested }, returnDay, today: "2026-03-10", preparationStarted });

  it.each([
    ["a first booking is not a change", { return_type: "SELF_RETURN" as const }, "2026-03-12", false, { ...booked, return_type: null }, 0],
    ["nothing changed", {}, "2026-03-12", false, booked, 0],
    ["only the phone number, always free", { return_phone_number: "+4917612345678" }, "2026-03-12", false, booked, 0],
    ["another date 5 days before the return", { preferred_return_date: "2026-03-16T09:00:00+01:00" }, "2026-03-15", false, booked, 0],
    [
      "another date 4 days before the return",
      { preferred_return_date: "2026-03-13T09:00:00+01:00" },
      "2026-03-14",
      false,
      booked,
      RETURN_EFFORT_FEE_EUR,
    ],
    ["another street on the return day", { return_street: "Hauptstraße" }, "2026-03-10", false, booked, RETURN_EFFORT_FEE_EUR],
    ["any change once the car is prepared", { return_type: "SELF_RETURN" as const }, "2026-04-17", true, booked, RETURN_SHORT_TERM_FEE_EUR],
  ])("%s", (_name, requested, returnDay, preparationStarted, current, expected) => {
    expect(fee(requested, returnDay, preparationStarted, current)).toBe(expected);
  });

  it("charges 99 EUR late and 149 EUR short-term, as the delivery does", () => {
    expect([RETURN_EFFORT_FEE_EUR, RETURN_SHORT_TERM_FEE_EUR]).toEqual([99, 149]);
  });
});

describe("compoundLocations (deals.md §2 fixed compound address)", () => {
  it.each([
    ["20259", "Schönefeld"],
    ["50933", "Köln"],
    ["80802", "München"],
    [null, "Schönefeld"],
  ])("puts the depot for %s first: %s", (postcode, city) => {
    const locations = compoundLocations(postcode);
    expect(locations[0]?.city).toBe(city);
    expect(locations).toHaveLength(3);
  });
});

describe("berlinPreferredReturnDate (deals.md §5 Edit-return sends the preferred date as Berlin-time ISO)", () => {
  it.each([
    ["2026-12-04T08:00:00.000Z", "2026-12-04T09:00:00+01:00"], // deal-anna-soon's booked date, untouched in the form
    ["2026-12-07T08:00:00.000Z", "2026-12-07T09:00:00+01:00"],
    ["2026-04-17T07:00:00.000Z", "2026-04-17T09:00:00+02:00"], // summer time
    ["2026-03-28T23:30:00.000Z", "2026-03-29T00:30:00+01:00"], // past midnight in Berlin: the next day
    ["2026-03-29T08:00:00.000Z", "2026-03-29T10:00:00+02:00"], // the day the clocks go forward
  ])("%s → %s", (stored, expected) => {
    expect(berlinPreferredReturnDate(new Date(stored))).toBe(expected);
  });
});
