import { describe, expect, it } from "vitest";
import { inBerlin } from "@/lib/clock";
import { driverSurcharge } from "./driver-surcharge";

// 15 June 2026 in Berlin.
const NOW = inBerlin("2026-06-15T10:00:00Z");

describe("driverSurcharge (account.md §5: young and old driver surcharges at registration)", () => {
  it.each([
    // Under the minimum age (20, or 23 for a strong car): nothing, the birthday's error says why.
    ["16.06.2006", 20, undefined, null],
    ["15.06.2006", 20, undefined, "young"],
    ["16.06.2003", 20, undefined, "young"],
    ["15.06.2003", 20, undefined, null],
    ["16.06.2003", 23, undefined, null],
    ["15.06.1961", 20, undefined, null],
    ["14.06.1961", 20, undefined, null],
    ["14.06.1960", 20, undefined, "old"],
    // The old surcharge is waived with a dbb_ referral code; the young one is not.
    ["14.06.1960", 20, "dbb_2026", null],
    ["14.06.1960", 20, "DBB_2026", "old"],
    ["14.06.1960", 20, "friend-dbb_", "old"],
    ["15.06.2006", 20, "dbb_2026", "young"],
    // Not a date yet, or in the future: nothing.
    ["15.06.20", 20, undefined, null],
    ["01.01.2030", 20, undefined, null],
  ] as const)("born %s, minimum age %i, referral code %s → %s", (birthday, minAge, referralCode, expected) => {
    expect(driverSurcharge(birthday, NOW, { minAge, referralCode })).toBe(expected);
  });
});
