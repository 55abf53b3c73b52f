import { describe, expect, it } from "vitest";
import { formatCents, formatMoney, netOfVat } from "./money";

// Intl separates the amount from the currency sign with a no-break space.
const nbsp = (s: string) => s.replace(/ /g, "\u00a0");

describe("formatMoney (deals.md §9: always EUR with German formatting, in every locale)", () => {
  it.each([
    [549, "549 €"],
    [549.5, "549,50 €"],
    [2155.2, "2.155,20 €"],
    [62.9, "62,90 €"],
    [129.8, "129,80 €"],
    [449.999, "450 €"],
    [-12.5, "-12,50 €"],
    [1234.56, "1.234,56 €"],
    [0.2, "0,20 €"],
    [1000, "1.000 €"],
    [1234.567, "1.234,57 €"],
  ] as const)("%s is %s", (amount, expected) => {
    expect(formatMoney(amount)).toBe(nbsp(expected));
  });

  it("forces two fraction digits when asked", () => {
    expect(formatMoney(549, { forceFractionDigits: true })).toBe(nbsp("549,00 €"));
  });
});

describe("formatCents", () => {
  it.each([
    [100000, "1.000 €"],
    [50000, "500 €"],
    [12345, "123,45 €"],
    [0, "0 €"],
  ])("%i cents is %s", (cents, expected) => {
    expect(formatCents(cents)).toBe(nbsp(expected));
  });
});

describe("netOfVat", () => {
  it.each([
    [119, 100],
    [549, 461.34],
    [0, 0],
  ])("%s gross is %s net at 19 percent", (gross, net) => {
    expect(netOfVat(gross)).toBe(net);
  });
});
