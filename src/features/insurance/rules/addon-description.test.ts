import { describe, expect, it } from "vitest";
import { describeAddon } from "./addon-description";

const addon = (group: "insurance" | "protection" | "mileage", full: number | null, partial: number | null, km: number | null = null) => ({
  group,
  attributes: { coverage: { full, partial }, additional_kilometers: km },
});
const plain = (text: string) => text.replace(/\u00a0/g, " ");

describe("an add-on described in the page's locale (deals.md §9, account.md §9)", () => {
  it.each([
    ["de-DE", addon("insurance", 75_000, 50_000), "deductibles", { full: "750 €", partial: "500 €" }],
    ["en-DE", addon("insurance", 75_000, 50_000), "deductibles", { full: "750 €", partial: "500 €" }],
    ["en-US", addon("insurance", 75_000, 50_000), "deductibles", { full: "750 €", partial: "500 €" }],
    ["en-US", addon("insurance", 150_000, null), "deductibleFull", { full: "1.500 €" }],
    ["de-DE", addon("mileage", null, null, 1000), "extraKilometres", { km: "1.000" }],
    ["en-DE", addon("mileage", null, null, 2500), "extraKilometres", { km: "2.500" }],
    ["en-US", addon("mileage", null, null, 2500), "extraKilometres", { km: "2,500" }],
  ] as const)("%s: %j → %s %j", (locale, given, key, values) => {
    const described = describeAddon(given, locale)!;
    expect(described.key).toBe(key);
    expect(Object.fromEntries(Object.entries(described.values).map(([name, value]) => [name, plain(value)]))).toEqual(values);
  });

  it("leaves the comfort protection and an add-on without numbers to the data's text", () => {
    expect(describeAddon(addon("protection", 50_000, null), "en-US")).toBeNull();
    expect(describeAddon(addon("insurance", null, null), "en-US")).toBeNull();
  });
});
