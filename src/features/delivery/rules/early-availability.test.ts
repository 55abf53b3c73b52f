import { describe, expect, it } from "vitest";
import { EARLY_AVAILABILITY_DEFAULT_WEEKS, earlyAvailabilityWeeks, hasEarlyAvailability } from "./early-availability";

describe("earlyAvailabilityWeeks (deals.md section 4)", () => {
  it("defaults to the spec's 3 weeks", () => {
    expect(EARLY_AVAILABILITY_DEFAULT_WEEKS).toBe(3);
  });

  it.each([
    ["deviation 2 weeks", { availability_confidence: { deviation_in_weeks: 2 } }, 2],
    ["deviation 1 week", { availability_confidence: { deviation_in_weeks: 1 } }, 1],
    ["deviation 0 weeks", { availability_confidence: { deviation_in_weeks: 0 } }, null],
    ["negative deviation", { availability_confidence: { deviation_in_weeks: -1 } }, null],
    ["deviation null", { availability_confidence: { deviation_in_weeks: null } }, 3],
    ["deviation missing", { availability_confidence: {} }, 3],
    ["no confidence block", { availability_confidence: null }, null],
    ["no metadata", null, null],
  ])("%s → %s", (_case, metadata, expected) => {
    expect(earlyAvailabilityWeeks(metadata)).toBe(expected);
    expect(hasEarlyAvailability(metadata)).toBe(expected !== null);
  });
});
