import { describe, expect, it } from "vitest";
import { freeKilometresDeal, type FreeKilometresCandidate } from "./free-kilometres";

const d = (id: string, state: FreeKilometresCandidate["state"], end_date: string | null = null): FreeKilometresCandidate => ({ id, state, end_date });

describe("freeKilometresDeal (redeemed free kilometres go to the subscription settled next)", () => {
  it.each<[string, FreeKilometresCandidate[], string | null]>([
    ["the one subscription", [d("a", "ACTIVE", "2027-05-01")], "a"],
    ["a car on the road before one still to come", [d("new", "CREATED", "2027-01-01"), d("road", "ACTIVE", "2028-01-01")], "road"],
    ["of two on the road, the one ending first", [d("late", "ACTIVE", "2028-01-01"), d("early", "ACTIVE", "2027-02-11")], "early"],
    ["an open-ended one after one with an end", [d("open", "ACTIVE"), d("ends", "ACTIVE", "2030-01-01")], "ends"],
    ["signed and verified count as still to come", [d("s", "SIGNED"), d("v", "EXTERNALLY_VERIFIED", "2027-01-01")], "v"],
    ["ended, stopped, cancelled, inactive: none", [d("e", "ENDED"), d("s", "STOPPED"), d("c", "CANCELED"), d("i", "INACTIVE")], null],
    ["no subscription", [], null],
  ])("%s", (_, deals, expected) => {
    expect(freeKilometresDeal(deals)).toBe(expected);
  });
});
