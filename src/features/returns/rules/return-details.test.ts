import { describe, expect, it } from "vitest";
import type { ReturnType } from "../../deals/types";
import { addressLine } from "@/features/addresses/rules/postal-address";
import { bookedReturnSlot, selfReturnDepot } from "./return-details";

describe("bookedReturnSlot (deals.md §2 return details; §9 depot opening 9-12 and 13-15; §5 Berlin-time ISO)", () => {
  it.each([
    ["2026-03-14T09:00:00+01:00", "09:00-10:00"],
    ["2026-03-14T08:00:00.000Z", "09:00-10:00"], // the same instant in UTC
    ["2026-04-17T14:00:00+02:00", "14:00-15:00"], // the last slot before 15:00, summer time
    ["2026-04-17T11:00:00Z", "13:00-14:00"],
    ["2026-04-17T12:30:00+02:00", "12:30-13:30"], // off the grid: an hour from the booked time
    ["2026-04-17", null], // a day without a time
    [null, null],
  ] as const)("%s → %s", (preferred, expected) => {
    expect(bookedReturnSlot(preferred)).toBe(expected);
  });
});

describe("selfReturnDepot (deals.md §2 fixed compound address for self return, §3 compound_locations)", () => {
  it.each([
    ["SELF_RETURN", "20259", "Am Flughafen 12, 12529 Schönefeld"], // Hamburg: the depot of the 0-3 regions
    ["SELF_RETURN", "50667", "Industriestraße 40, 50735 Köln"],
    ["SELF_RETURN", "80331", "Zamdorfer Straße 100, 81677 München"],
    ["SELF_RETURN", null, "Am Flughafen 12, 12529 Schönefeld"], // no postcode: the list's first
    ["PICKUP", "80331", null], // a pickup has its own address
    [null, "80331", null],
  ] as const)("%s from %s → %s", (type: ReturnType | null, zip, expected) => {
    const depot = selfReturnDepot(type, zip);
    expect(depot ? addressLine(depot) : null).toBe(expected);
  });
});
