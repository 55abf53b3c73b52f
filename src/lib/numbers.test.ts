import { describe, expect, it } from "vitest";
import { formatNumber } from "./numbers";

describe("formatNumber: kilometres and points as the locale writes them", () => {
  it.each([
    ["de-DE", 1500, "1.500"],
    ["en-DE", 1500, "1.500"],
    ["en-US", 1500, "1,500"],
    ["de-DE", 9015.5, "9.015,5"],
    ["en-US", 100000, "100,000"],
  ] as const)("%s writes %s as %s", (locale, value, shown) => {
    expect(formatNumber(value, locale)).toBe(shown);
  });
});
